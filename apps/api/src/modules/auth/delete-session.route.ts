// DELETE /api/sessions: log out; revokes the session and clears the cookie.
import { deleteSessionContract } from '@brandlens/contracts';
import { clearSessionCookie } from '../../platform/auth/session-cookie.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { logOut } from './login.service.ts';

export const deleteSessionRoute = defineRoute({
  contract: deleteSessionContract,
  access: 'public',
  async handler({ auth, request, reply, deps }) {
    await logOut(deps.db, auth);
    clearSessionCookie(request, reply);
    return { status: 200 as const, body: { loggedOut: true as const } };
  },
});
