import { checkInviteRoute } from './check-invite.route.ts';
import { getOrganizationMembersRoute } from './get-organization-members.route.ts';
import { inviteUsersRoute } from './invite-users.route.ts';
import { listInvitesRoute } from './list-invites.route.ts';

export const organizationsRoutes = [
  inviteUsersRoute,
  listInvitesRoute,
  checkInviteRoute,
  getOrganizationMembersRoute,
] as const;
