// GET /api/v2/sellers/:sellerId/resources/products: the seller's products for a picker.
import { getResourceProductsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getResourceProducts } from './seller-resources.service.ts';

export const getResourceProductsRoute = defineRoute({
  contract: getResourceProductsContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getResourceProducts(deps.db, auth, params.sellerId, query) };
  },
});
