// POST /api/auth/login: password login; sets the session cookie.
import { loginContract } from '@brandlens/contracts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { toSession } from './auth.serializer.ts';
import { logIn } from './login.service.ts';

export const loginRoute = defineRoute({
  contract: loginContract,
  access: 'public',
  async handler({ body, request, reply, deps }) {
    const { token, auth } = await logIn(deps.db, {
      ...body,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      asAdmin: false,
    });
    setSessionCookie(request, reply, token);
    return { status: 200 as const, body: { ...toSession(auth), redirectLocation: null, inviteUrl: null } };
  },
});
