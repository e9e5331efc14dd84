// POST /api/invites: the address and organization of an invitation link, for the sign-up page.
import { checkInviteContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { checkInvite } from './invitations.service.ts';

export const checkInviteRoute = defineRoute({
  contract: checkInviteContract,
  access: 'public',
  async handler({ body, deps }) {
    return { status: 200 as const, body: await checkInvite(deps.db, body.token) };
  },
});
