// GET /api/v2/sellers/:sellerId/brands-overview: the brand score of the whole seller and of every brand.
import { getBrandsOverviewContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getBrandsOverview } from './brand-valuation.service.ts';

export const getBrandsOverviewRoute = defineRoute({
  contract: getBrandsOverviewContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getBrandsOverview(deps.db, auth, params.sellerId, query) };
  },
});
