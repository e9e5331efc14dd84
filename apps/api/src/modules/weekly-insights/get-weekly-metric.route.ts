// GET /api/v2/sellers/:sellerId/weekly-performance/metrics/:metric: one §9 metric per product, week over week.
import { getWeeklyMetricContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getWeeklyMetric } from './weekly-metric.service.ts';

export const getWeeklyMetricRoute = defineRoute({
  contract: getWeeklyMetricContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getWeeklyMetric(deps.db, auth, params, query) };
  },
});
