// POST /api/auth/admin/login: login for admin accounts; the session is an admin session.
import { adminLoginContract } from '@brandlens/contracts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { toSession } from './auth.serializer.ts';
import { logIn } from './login.service.ts';

export const adminLoginRoute = defineRoute({
  contract: adminLoginContract,
  access: 'public',
  async handler({ body, request, reply, deps }) {
    const { token, auth } = await logIn(deps.db, {
      ...body,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      asAdmin: true,
    });
    setSessionCookie(request, reply, token);
    return { status: 200 as const, body: { ...toSession(auth), redirectLocation: '/admin', inviteUrl: null } };
  },
});
