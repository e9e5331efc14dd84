// GET /api/v2/sellers/:sellerId/cost-of-goods-sold: every unit landed cost by SKU and validity.
import { listCostOfGoodsSoldContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listCostOfGoodsSold } from './cogs.service.ts';

export const listCostOfGoodsSoldRoute = defineRoute({
  contract: listCostOfGoodsSoldContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return {
      status: 200 as const,
      body: { costOfGoodsSold: await listCostOfGoodsSold(deps.db, auth, params.sellerId) },
    };
  },
});
