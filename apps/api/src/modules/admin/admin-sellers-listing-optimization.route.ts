// GET /api/v2/admin/sellers/listing-optimization-enabled: the sellers whose listing optimisation is
// on (enabled=false: off), a numbered page at a time (SPEC §9: page 0 first, 5 per page).
import { listListingOptimizationSellersContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { findSellersByListingOptimization } from './admin-sellers.service.ts';

export const listListingOptimizationSellersRoute = defineRoute({
  contract: listListingOptimizationSellersContract,
  access: 'admin',
  async handler({ query, deps }) {
    return { status: 200 as const, body: await findSellersByListingOptimization(deps.db, query) };
  },
});
