import { SESSION_COOKIE_NAME } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import { findLiveSessionForRequest, touchSession } from './sessions.queries.ts';
import { hashToken } from './tokens.ts';

/** Reads the session cookie and returns the caller, or null for an anonymous request. */
export async function resolveAuth(request: FastifyRequest, db: Database): Promise<AuthContext | null> {
  const token = request.cookies[SESSION_COOKIE_NAME];
  if (!token || token.length > 200) return null;
  const found = await findLiveSessionForRequest(db, hashToken(token));
  if (!found) return null;
  if (found.isTouchDue) await touchSession(db, found.auth.sessionId);
  return found.auth;
}
