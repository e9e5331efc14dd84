// GET /api/v2/organization/members: who is in your organization and who is invited.
import { getOrganizationMembersContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getOrganizationMembers } from './members.service.ts';

export const getOrganizationMembersRoute = defineRoute({
  contract: getOrganizationMembersContract,
  access: 'user',
  async handler({ auth, deps }) {
    return { status: 200 as const, body: await getOrganizationMembers(deps.db, auth) };
  },
});
