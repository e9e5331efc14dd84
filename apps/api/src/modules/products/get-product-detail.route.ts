// GET /api/v2/sellers/:sellerId/product-details/:id: one product's trend, stock, ads, traffic, rank and events.
import { getProductDetailContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getProductDetail } from './product-detail.service.ts';

export const getProductDetailRoute = defineRoute({
  contract: getProductDetailContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getProductDetail(deps.db, auth, params.sellerId, params.id, query) };
  },
});
