// GET /api/v2/sellers/:sellerId/products-catalog: one row per SKU × marketplace with its figures of the period.
import { getProductsCatalogContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getProductsCatalog } from './products-catalog.service.ts';

export const getProductsCatalogRoute = defineRoute({
  contract: getProductsCatalogContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getProductsCatalog(deps.db, auth, params.sellerId, query) };
  },
});
