// GET /api/v2/sellers/:sellerId/advertising/amazon/asins: figures per advertised ASIN, with TACoS from the ledger.
import { getAdAsinsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAdAsins } from './ad-asins.service.ts';

export const getAdAsinsRoute = defineRoute({
  contract: getAdAsinsContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getAdAsins(deps.db, auth, params.sellerId, query) };
  },
});
