// PATCH /api/v2/admin/organizations/:id: name or slug (409 when another organization has the slug); audited.
import { updateAdminOrganizationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { updateAdminOrganization } from './admin-organization-writes.service.ts';

export const updateAdminOrganizationRoute = defineRoute({
  contract: updateAdminOrganizationContract,
  access: 'admin',
  async handler({ params, body, auth, request, deps }) {
    const organization = await updateAdminOrganization(deps.db, { auth, ipAddress: request.ip }, params.id, body);
    return { status: 200 as const, body: organization };
  },
});
