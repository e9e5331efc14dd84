// GET /api/v2/sellers/:sellerId/ad-metrics: the advertising figures per day or month of the period, and their total.
import { getAdMetricsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAdMetrics } from './ad-metrics.service.ts';

export const getAdMetricsRoute = defineRoute({
  contract: getAdMetricsContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getAdMetrics(deps.db, auth, params.sellerId, query) };
  },
});
