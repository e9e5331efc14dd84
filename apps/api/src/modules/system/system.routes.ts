import { getHealthRoute } from './get-health.route.ts';

export const systemRoutes = [getHealthRoute] as const;
