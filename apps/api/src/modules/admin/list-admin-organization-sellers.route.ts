// GET /api/v2/admin/organizations/:id/sellers: the organization's sellers.
import { listAdminOrganizationSellersContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listOrganizationSellers } from './admin-organizations.service.ts';

export const listAdminOrganizationSellersRoute = defineRoute({
  contract: listAdminOrganizationSellersContract,
  access: 'admin',
  async handler({ params, deps }) {
    return { status: 200 as const, body: await listOrganizationSellers(deps.db, params.id) };
  },
});
