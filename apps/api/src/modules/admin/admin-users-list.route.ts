// GET /api/v2/admin/users: every user by email, a keyset page at a time; search matches email or
// name; filters by organization, role and admin.
import { listAdminUsersContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { findUsers } from './admin-users.service.ts';

export const listAdminUsersRoute = defineRoute({
  contract: listAdminUsersContract,
  access: 'admin',
  async handler({ query, deps }) {
    return { status: 200 as const, body: await findUsers(deps.db, query) };
  },
});
