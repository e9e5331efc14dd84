// DELETE /api/v2/admin/sellers/:id/organizations/:orgId: the organization no longer sees the seller;
// 409 for its last organization (a seller nobody sees is unreachable: move it instead). Audited.
import { unlinkSellerOrganizationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { changeSellerLink } from './admin-sellers.service.ts';

export const unlinkSellerOrganizationRoute = defineRoute({
  contract: unlinkSellerOrganizationContract,
  access: 'admin',
  async handler({ params, auth, request, deps }) {
    const ids = { sellerId: params.id, organizationId: params.orgId };
    const body = await changeSellerLink(deps.db, { auth, ip: request.ip }, ids, { kind: 'unlink' });
    return { status: 200 as const, body };
  },
});
