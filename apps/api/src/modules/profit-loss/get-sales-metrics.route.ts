// GET /api/v2/sellers/:sellerId/sales-metrics: units, orders and net sales per month or day.
import { getSalesMetricsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getSalesMetrics } from './sales-metrics.service.ts';

export const getSalesMetricsRoute = defineRoute({
  contract: getSalesMetricsContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getSalesMetrics(deps.db, auth, params.sellerId, query) };
  },
});
