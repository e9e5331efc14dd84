// GET /api/v2/sellers/:sellerId/profit-loss: the statement per month or day, in one currency.
import { getProfitLossContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getProfitLoss } from './profit-loss.service.ts';

export const getProfitLossRoute = defineRoute({
  contract: getProfitLossContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    const { body, json } = await getProfitLoss(deps.db, auth, params.sellerId, query);
    return { status: 200 as const, body, json };
  },
});
