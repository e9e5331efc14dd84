// GET /api/v2/admin/organizations/:id/users: the organization's users (no secrets: no hashes, no tokens).
import { listAdminOrganizationUsersContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listOrganizationUsers } from './admin-organizations.service.ts';

export const listAdminOrganizationUsersRoute = defineRoute({
  contract: listAdminOrganizationUsersContract,
  access: 'admin',
  async handler({ params, deps }) {
    return { status: 200 as const, body: await listOrganizationUsers(deps.db, params.id) };
  },
});
