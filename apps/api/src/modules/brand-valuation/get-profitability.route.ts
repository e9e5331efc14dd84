// GET /api/v2/sellers/:sellerId/brands/:brand/profitability: the profitability indicators and the ledger figures behind them.
import { getProfitabilityContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getProfitability } from './brand-valuation.service.ts';

export const getProfitabilityRoute = defineRoute({
  contract: getProfitabilityContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return {
      status: 200 as const,
      body: await getProfitability(deps.db, auth, params.sellerId, params.brand, query),
    };
  },
});
