// PATCH /api/v2/admin/sellers/:id/organizations/:orgId: the link carries nothing to edit, so PATCH
// moves it: the seller leaves orgId for body.organizationId in one transaction. Audited.
import { moveSellerOrganizationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { changeSellerLink } from './admin-sellers.service.ts';

export const moveSellerOrganizationRoute = defineRoute({
  contract: moveSellerOrganizationContract,
  access: 'admin',
  async handler({ params, body, auth, request, deps }) {
    const ids = { sellerId: params.id, organizationId: params.orgId };
    const change = { kind: 'move' as const, to: body.organizationId };
    return { status: 200 as const, body: await changeSellerLink(deps.db, { auth, ip: request.ip }, ids, change) };
  },
});
