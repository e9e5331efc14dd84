// GET /api/v2/admin/users/:id: one user with their organization, live sessions and when last seen.
import { getAdminUserContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getUserForAdmin } from './admin-users.service.ts';

export const getAdminUserRoute = defineRoute({
  contract: getAdminUserContract,
  access: 'admin',
  async handler({ params, deps }) {
    return { status: 200 as const, body: await getUserForAdmin(deps.db, params.id) };
  },
});
