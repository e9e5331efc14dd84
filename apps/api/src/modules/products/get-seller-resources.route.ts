// GET /api/v2/sellers/:sellerId/resources: the seller's marketplaces and brands for the pickers.
import { getSellerResourcesContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getSellerResources } from './seller-resources.service.ts';

export const getSellerResourcesRoute = defineRoute({
  contract: getSellerResourcesContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getSellerResources(deps.db, auth, params.sellerId) };
  },
});
