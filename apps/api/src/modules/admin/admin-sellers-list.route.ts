// GET /api/v2/admin/sellers: every seller by name, a keyset page at a time; search matches
// name, slug or external id.
import { listAdminSellersContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { findSellers } from './admin-sellers.service.ts';

export const listAdminSellersRoute = defineRoute({
  contract: listAdminSellersContract,
  access: 'admin',
  async handler({ query, deps }) {
    return { status: 200 as const, body: await findSellers(deps.db, query) };
  },
});
