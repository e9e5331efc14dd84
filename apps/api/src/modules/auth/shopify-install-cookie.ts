import type { FastifyReply, FastifyRequest } from 'fastify';
import { INSTALL_GRANT_MINUTES } from './shopify-sign-in.service.ts';

// The install grant travels only between this browser and the Shopify sign-in
// endpoints: httpOnly (no script reads it), SameSite=Lax, scoped to their path.
export const INSTALL_GRANT_COOKIE = 'bl_shopify_install';
const COOKIE_PATH = '/api/auth/shopify';

export function setInstallGrantCookie(request: FastifyRequest, reply: FastifyReply, grant: string): void {
  reply.setCookie(INSTALL_GRANT_COOKIE, grant, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: INSTALL_GRANT_MINUTES * 60,
  });
}

export function readInstallGrantCookie(request: FastifyRequest): string | undefined {
  return request.cookies[INSTALL_GRANT_COOKIE];
}

export function clearInstallGrantCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(INSTALL_GRANT_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
