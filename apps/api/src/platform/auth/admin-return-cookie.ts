// Log in as: while an admin uses a session of another user, the admin's own session token waits in
// this cookie, so logging out of the user's session returns to the admin's. It holds only what the
// session cookie held before (the database keeps a hash of it, never the token).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const ADMIN_RETURN_COOKIE_NAME = 'bl_admin_return';

/** The same flags as the session cookie; it lives as long as the session it waits beside. */
export function setAdminReturnCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(ADMIN_RETURN_COOKIE_NAME, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function readAdminReturnToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[ADMIN_RETURN_COOKIE_NAME];
  return token && token.length <= 200 ? token : undefined;
}

export function clearAdminReturnCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[ADMIN_RETURN_COOKIE_NAME] === undefined) return;
  reply.clearCookie(ADMIN_RETURN_COOKIE_NAME, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
