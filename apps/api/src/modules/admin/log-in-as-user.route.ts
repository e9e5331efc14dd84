// GET /api/v2/admin/users/:id/login: log in as a user. Navigated to, so it answers with a
// redirect into the app; the admin's own session token moves to the return cookie, so logging
// out of the user's session returns to it (delete-session.route.ts).
import { SESSION_COOKIE_NAME, logInAsUserContract } from '@brandlens/contracts';
import type { FastifyRequest } from 'fastify';
import { setAdminReturnCookie } from '../../platform/auth/admin-return-cookie.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { LOG_IN_AS_LIFETIME_SECONDS, logInAsErrors, logInAsUser } from './log-in-as.service.ts';

/**
 * A GET that switches the browser's session: another site must not trigger it with a link or an
 * image. Browsers say where a navigation came from; without the header (not a browser) it passes.
 */
function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw logInAsErrors.crossSite();
}

export const logInAsUserRoute = defineRoute({
  contract: logInAsUserContract,
  access: 'admin',
  async handler({ params, auth, request, reply, deps }) {
    refuseCrossSite(request);
    const adminToken = request.cookies[SESSION_COOKIE_NAME] ?? '';
    const client = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const { token, path } = await logInAsUser(deps.db, auth, params.id, client);
    setSessionCookie(request, reply, token, LOG_IN_AS_LIFETIME_SECONDS);
    setAdminReturnCookie(request, reply, adminToken, LOG_IN_AS_LIFETIME_SECONDS);
    const location = `${appUrl(deps.env)}${path}`;
    reply.header('location', location);
    return { status: 302 as const, body: { location } };
  },
});
