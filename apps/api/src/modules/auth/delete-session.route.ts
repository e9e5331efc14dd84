// DELETE /api/sessions: log out; revokes the session and clears the cookie. Ending a session
// opened by log in as returns the browser to the admin's own session when it is still live.
import { deleteSessionContract } from '@brandlens/contracts';
import { clearAdminReturnCookie, readAdminReturnToken } from '../../platform/auth/admin-return-cookie.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { findResumableAdminSession, logOut } from './login.service.ts';

export const deleteSessionRoute = defineRoute({
  contract: deleteSessionContract,
  access: 'public',
  async handler({ auth, request, reply, deps }) {
    await logOut(deps.db, auth);
    const returnToken = readAdminReturnToken(request);
    const admin = await findResumableAdminSession(deps.db, auth, returnToken);
    clearAdminReturnCookie(request, reply);
    if (!admin || !auth || !returnToken) {
      clearSessionCookie(request, reply);
      return { status: 200 as const, body: { loggedOut: true as const } };
    }
    setSessionCookie(request, reply, returnToken);
    // Back to the admin area's page of the user just left.
    return {
      status: 200 as const,
      body: { loggedOut: true as const, redirectLocation: `/admin/users/${encodeURIComponent(auth.user.id)}` },
    };
  },
});
