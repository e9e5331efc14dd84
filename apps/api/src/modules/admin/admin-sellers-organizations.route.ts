// GET /api/v2/admin/sellers/:id/organizations: the organizations that see the seller.
import { listAdminSellerOrganizationsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listSellerOrganizations } from './admin-sellers.service.ts';

export const listAdminSellerOrganizationsRoute = defineRoute({
  contract: listAdminSellerOrganizationsContract,
  access: 'admin',
  async handler({ params, deps }) {
    return { status: 200 as const, body: await listSellerOrganizations(deps.db, params.id) };
  },
});
