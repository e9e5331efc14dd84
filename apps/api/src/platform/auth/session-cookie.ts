import { SESSION_COOKIE_NAME } from '@brandlens/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_LIFETIME_DAYS = 30;

/**
 * httpOnly, SameSite=Lax, and Secure whenever the request arrived over HTTPS (directly or via a trusted proxy).
 * maxAgeSeconds: shorter for a session that lives shorter (log in as).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds = SESSION_LIFETIME_DAYS * 24 * 60 * 60,
): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
