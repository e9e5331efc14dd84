// GET /api/v2/admin/organizations/:id/invite-all: mails again the verification link to members who
// never verified, and a new invitation to recent invitees without an account, within the
// per-address mail limits; answers what went out. Audited.
import { inviteAllAdminOrganizationContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { inviteAll } from './admin-organization-invites.service.ts';
import { refuseCrossSite } from './cross-site-refusal.ts';

export const inviteAllAdminOrganizationRoute = defineRoute({
  contract: inviteAllAdminOrganizationContract,
  access: 'admin',
  async handler({ params, auth, request, deps }) {
    refuseCrossSite(request);
    const result = await inviteAll(deps, { auth, ipAddress: request.ip }, params.id, appUrl(deps.env));
    return { status: 200 as const, body: result };
  },
});
