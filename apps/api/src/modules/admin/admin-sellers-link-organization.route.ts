// POST /api/v2/admin/sellers/:id/organizations/:orgId: let another organization see the seller;
// 409 when it already does. Audited.
import { linkSellerOrganizationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { changeSellerLink } from './admin-sellers.service.ts';

export const linkSellerOrganizationRoute = defineRoute({
  contract: linkSellerOrganizationContract,
  access: 'admin',
  async handler({ params, auth, request, deps }) {
    const ids = { sellerId: params.id, organizationId: params.orgId };
    const body = await changeSellerLink(deps.db, { auth, ip: request.ip }, ids, { kind: 'link' });
    return { status: 200 as const, body };
  },
});
