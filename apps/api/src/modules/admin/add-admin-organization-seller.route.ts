// POST /api/v2/admin/organizations/:id/add-seller: links a seller (id or slug) to the organization.
// Already linked answers 409 with status ALREADY_ADDED, which the client reads as a result (SPEC §8).
import { addAdminOrganizationSellerContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { addSellerToOrganization } from './admin-organization-writes.service.ts';

export const addAdminOrganizationSellerRoute = defineRoute({
  contract: addAdminOrganizationSellerContract,
  access: 'admin',
  async handler({ params, body, auth, request, deps }) {
    const caller = { auth, ipAddress: request.ip };
    const result = await addSellerToOrganization(deps.db, caller, params.id, body.seller);
    return result.status === 'ADDED' ? { status: 200 as const, body: result } : { status: 409 as const, body: result };
  },
});
