import type { TLoginBody, TLoginResult } from '@brandlens/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { toSession } from './auth.serializer.ts';
import { logIn, openSession, type SessionClient } from './login.service.ts';

/** Who is opening the session, as the request tells it. */
export function sessionClientOf(request: FastifyRequest, asAdmin = false): SessionClient {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null, asAdmin };
}

function toLoginResult(auth: AuthContext, asAdmin: boolean): TLoginResult {
  return { ...toSession(auth), redirectLocation: asAdmin ? '/admin' : null, inviteUrl: null };
}

/** Checks the credentials, sets the session cookie and shapes the login result (user and admin logins alike). */
export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  body: TLoginBody,
  asAdmin: boolean,
): Promise<TLoginResult> {
  const { token, auth } = await logIn(db, { ...body, ...sessionClientOf(request, asAdmin) });
  setSessionCookie(request, reply, token);
  return toLoginResult(auth, asAdmin);
}

/** Starts a user session for an identity established otherwise (a sign-up, a checked login); same cookie, same result. */
export async function startSessionFor(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<TLoginResult> {
  const { token, auth } = await openSession(db, userId, sessionClientOf(request));
  setSessionCookie(request, reply, token);
  return toLoginResult(auth, false);
}
