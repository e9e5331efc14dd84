// GET /api/v2/sellers/:sellerId/brands: configured brands, then catalog brands in no configuration.
import { listSellerBrandsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listSellerBrands } from './brand-valuation.service.ts';

export const listSellerBrandsRoute = defineRoute({
  contract: listSellerBrandsContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await listSellerBrands(deps.db, auth, params.sellerId) };
  },
});
