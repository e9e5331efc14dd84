// GET /api/v2/sellers/:sellerId/performance: one brand's score with its net sales and EBITDA per month.
import { getPerformanceContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getPerformance } from './brand-valuation.service.ts';

export const getPerformanceRoute = defineRoute({
  contract: getPerformanceContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getPerformance(deps.db, auth, params.sellerId, query) };
  },
});
