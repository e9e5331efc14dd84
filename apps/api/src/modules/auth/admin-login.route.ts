// POST /api/auth/admin/login: login for admin accounts; the session is an admin session.
import { adminLoginContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { startSession } from './start-session.ts';

export const adminLoginRoute = defineRoute({
  contract: adminLoginContract,
  access: 'public',
  async handler({ body, request, reply, deps }) {
    return { status: 200 as const, body: await startSession(deps.db, request, reply, body, true) };
  },
});
