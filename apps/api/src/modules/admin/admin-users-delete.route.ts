// DELETE /api/v2/admin/users/:id: delete a user and, with the row, their sessions (their cookie
// answers 401 at once); 409 for an admin or yourself. Audited, the email kept in the record.
import { deleteAdminUserContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { deleteUserForAdmin } from './admin-users.service.ts';

export const deleteAdminUserRoute = defineRoute({
  contract: deleteAdminUserContract,
  access: 'admin',
  async handler({ params, auth, request, deps }) {
    return { status: 200 as const, body: await deleteUserForAdmin(deps.db, { auth, ip: request.ip }, params.id) };
  },
});
