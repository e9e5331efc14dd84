// GET /api/v2/admin/profile: the admin behind an admin session; 401 without a session, 403 'Forbidden' for any other.
import { getAdminProfileContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';

export const getAdminProfileRoute = defineRoute({
  contract: getAdminProfileContract,
  access: 'admin',
  async handler({ auth }) {
    const { id, email, firstName, lastName } = auth.user;
    return { status: 200 as const, body: { id, email, firstName, lastName } };
  },
});
