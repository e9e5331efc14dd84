// GET /api/invites: the organization's pending invitations.
import { listInvitesContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listPendingInvites } from './invitations.service.ts';

export const listInvitesRoute = defineRoute({
  contract: listInvitesContract,
  access: 'user',
  async handler({ auth, deps }) {
    return { status: 200 as const, body: { invites: await listPendingInvites(deps.db, auth) } };
  },
});
