// The spec makes two admin writes GETs (invite, invite-all). The CSRF header guards only other
// methods, and a session cookie (SameSite=Lax) rides along a top-level link from another site, so
// these refuse what the browser marks as cross-site.
import type { FastifyRequest } from 'fastify';
import { adminOrganizationsErrors } from './admin-organizations.errors.ts';

export function refuseCrossSite(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw adminOrganizationsErrors.crossSite();
}
