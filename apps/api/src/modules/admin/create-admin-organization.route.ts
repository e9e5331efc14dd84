// POST /api/v2/admin/organizations: a new organization without users (invite them next); audited.
import { createAdminOrganizationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { createAdminOrganization } from './admin-organization-writes.service.ts';

export const createAdminOrganizationRoute = defineRoute({
  contract: createAdminOrganizationContract,
  access: 'admin',
  async handler({ body, auth, request, deps }) {
    return {
      status: 201 as const,
      body: await createAdminOrganization(deps.db, { auth, ipAddress: request.ip }, body),
    };
  },
});
