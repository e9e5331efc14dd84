import { getAccountHealthKpisRoute } from './get-account-health-kpis.route.ts';
import { getAccountHealthStatusRoute } from './get-account-health-status.route.ts';
import { getAccountHealthRoute } from './get-account-health.route.ts';

export const accountHealthRoutes = [
  getAccountHealthRoute,
  getAccountHealthStatusRoute,
  getAccountHealthKpisRoute,
] as const;
