import type { TLoginBody, TLoginResult } from '@brandlens/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@brandlens/db';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { toSession } from './auth.serializer.ts';
import { logIn } from './login.service.ts';

/** Checks the credentials, sets the session cookie and shapes the login result (user and admin logins alike). */
export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  body: TLoginBody,
  asAdmin: boolean,
): Promise<TLoginResult> {
  const { token, auth } = await logIn(db, {
    ...body,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    asAdmin,
  });
  setSessionCookie(request, reply, token);
  return { ...toSession(auth), redirectLocation: asAdmin ? '/admin' : null, inviteUrl: null };
}
