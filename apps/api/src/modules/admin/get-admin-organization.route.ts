// GET /api/v2/admin/organizations/:id: one organization by id or slug.
import { getAdminOrganizationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAdminOrganization } from './admin-organizations.service.ts';

export const getAdminOrganizationRoute = defineRoute({
  contract: getAdminOrganizationContract,
  access: 'admin',
  async handler({ params, deps }) {
    return { status: 200 as const, body: await getAdminOrganization(deps.db, params.id) };
  },
});
