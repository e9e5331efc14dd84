// POST /api/v2/sellers/:sellerId/cost-of-goods-sold: store unit landed costs; 422 with every bad row, nothing stored.
import { createCostOfGoodsSoldContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { createCostOfGoodsSold } from './cogs.service.ts';

export const createCostOfGoodsSoldRoute = defineRoute({
  contract: createCostOfGoodsSoldContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, body, auth, deps }) {
    const result = await createCostOfGoodsSold(deps.db, auth, params.sellerId, body.costOfGoodsSold);
    if (result.status === 'rejected') return { status: 422 as const, body: result.body };
    return { status: 200 as const, body: result.body };
  },
});
