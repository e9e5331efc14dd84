// GET /api/v2/sellers/:sellerId/funding-estimate: trailing 12-month EBITDA times a multiple range set by the brand score.
import { getFundingEstimateContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getFundingEstimate } from './funding-estimate.service.ts';

export const getFundingEstimateRoute = defineRoute({
  contract: getFundingEstimateContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getFundingEstimate(deps.db, auth, params.sellerId, query) };
  },
});
