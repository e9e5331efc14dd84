// GET /api/v2/sellers/:sellerId/asin-profit-loss: net sales, units, costs, fees and CM1..CM3 per product.
import { getAsinProfitLossContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAsinProfitLoss } from './asin-profit-loss.service.ts';

export const getAsinProfitLossRoute = defineRoute({
  contract: getAsinProfitLossContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getAsinProfitLoss(deps.db, auth, params.sellerId, query) };
  },
});
