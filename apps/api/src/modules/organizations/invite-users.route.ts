// POST /api/v2/user/:id/invite-users-to-organization: invite colleagues by email.
import { inviteUsersContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { inviteUsers } from './invitations.service.ts';

export const inviteUsersRoute = defineRoute({
  contract: inviteUsersContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, body, auth, request, deps }) {
    const inviteSent = await inviteUsers(deps, auth, params.id, body.emailAddresses, appUrl(deps.env), request.ip);
    return { status: 200 as const, body: { inviteSent } };
  },
});
