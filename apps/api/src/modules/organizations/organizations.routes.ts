import { checkInviteRoute } from './check-invite.route.ts';
import { inviteUsersRoute } from './invite-users.route.ts';
import { listInvitesRoute } from './list-invites.route.ts';

export const organizationsRoutes = [inviteUsersRoute, listInvitesRoute, checkInviteRoute] as const;
