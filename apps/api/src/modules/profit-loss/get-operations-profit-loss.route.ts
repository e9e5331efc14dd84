// GET /api/v2/sellers/:sellerId/profit-loss/operations: the Operations Assistant statement; free plan: 3 months.
import { getOperationsProfitLossContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getOperationsProfitLoss } from './profit-loss.service.ts';

export const getOperationsProfitLossRoute = defineRoute({
  contract: getOperationsProfitLossContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    const { body, json } = await getOperationsProfitLoss(deps.db, auth, params.sellerId, query);
    return { status: 200 as const, body, json };
  },
});
