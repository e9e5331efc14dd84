// GET /api/v2/sellers/:sellerId/product-details: the catalogue rows of the given product ids.
import { getProductDetailsListContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getProductDetailsList } from './products-catalog.service.ts';

export const getProductDetailsListRoute = defineRoute({
  contract: getProductDetailsListContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getProductDetailsList(deps.db, auth, params.sellerId, query) };
  },
});
