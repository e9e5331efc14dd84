// GET /api/v2/sellers: the sellers the caller's organization sees.
import { listSellersContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listSellers } from './sellers.service.ts';

export const listSellersRoute = defineRoute({
  contract: listSellersContract,
  access: 'user',
  async handler({ auth, deps }) {
    return { status: 200 as const, body: { sellers: await listSellers(deps.db, auth) } };
  },
});
