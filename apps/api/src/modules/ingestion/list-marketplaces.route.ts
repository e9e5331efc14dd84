// GET /api/v2/sellers/:sellerId/marketplaces: the marketplaces table.
import { listMarketplacesContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listMarketplaces } from './settlements.service.ts';

export const listMarketplacesRoute = defineRoute({
  contract: listMarketplacesContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: { marketplaces: await listMarketplaces(deps.db, auth, params.sellerId) } };
  },
});
