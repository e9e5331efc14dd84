// POST /api/auth/login: password login; sets the session cookie.
import { loginContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { startSession } from './start-session.ts';

export const loginRoute = defineRoute({
  contract: loginContract,
  access: 'public',
  async handler({ body, request, reply, deps }) {
    return { status: 200 as const, body: await startSession(deps.db, request, reply, body, false) };
  },
});
