// GET /api/users/:id: a user of your organization.
import { getUserContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getUser } from './users.service.ts';

export const getUserRoute = defineRoute({
  contract: getUserContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getUser(deps.db, auth, params.id) };
  },
});
