// PATCH /api/v2/admin/users/:id: name, role, activation, or a move to another organization. Audited.
import { updateAdminUserContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { updateUserForAdmin } from './admin-users.service.ts';

export const updateAdminUserRoute = defineRoute({
  contract: updateAdminUserContract,
  access: 'admin',
  async handler({ params, body, auth, request, deps }) {
    const actor = { auth, ip: request.ip };
    return { status: 200 as const, body: await updateUserForAdmin(deps.db, actor, params.id, body) };
  },
});
