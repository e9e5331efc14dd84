// GET /api/v2/admin/organizations/:id/invite?email=: a 7-day invitation link into the organization
// for one address, for the admin to hand over (not mailed). Links come from APP_URL; audited.
import { getAdminOrganizationInviteContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { createInviteLink } from './admin-organization-invites.service.ts';
import { refuseCrossSite } from './cross-site-refusal.ts';

export const getAdminOrganizationInviteRoute = defineRoute({
  contract: getAdminOrganizationInviteContract,
  access: 'admin',
  async handler({ params, query, auth, request, deps }) {
    refuseCrossSite(request);
    const caller = { auth, ipAddress: request.ip };
    const link = await createInviteLink(deps.db, caller, params.id, query.email, appUrl(deps.env));
    return { status: 200 as const, body: link };
  },
});
