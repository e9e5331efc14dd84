import { getFxRatesRoute } from './get-fx-rates.route.ts';

export const fxRoutes = [getFxRatesRoute] as const;
