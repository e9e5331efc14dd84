import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '@brandlens/contracts';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE = 'This request was refused because it did not come from the Brandlens app.';

/**
 * Writes to the API must come from our own pages: they carry the CSRF header
 * (which a cross-site page cannot send without a CORS preflight we never
 * grant), and a browser's Origin, when sent, must be this host. Signed
 * webhooks, listed by route, are the one exception.
 */
export function installCsrfProtection(app: FastifyInstance, exemptRoutes: readonly string[] = []): void {
  // Exempt: routes a third party calls with a signature of its own (webhooks), never a cookie route.
  const exempt = new Set(exemptRoutes);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (exempt.has(request.routeOptions.url ?? '')) return;
    const origin = request.headers.origin;
    const isForeignOrigin = origin !== undefined && safeHost(origin) !== request.host;
    const fetchSite = request.headers['sec-fetch-site'];
    if (request.headers[CSRF_HEADER_NAME] !== CSRF_HEADER_VALUE || isForeignOrigin || fetchSite === 'cross-site') {
      return reply.status(403).send(errorBody(403, 'CSRF_REJECTED', CSRF_MESSAGE));
    }
  });
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
