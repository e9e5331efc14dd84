import type { FastifyInstance } from 'fastify';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Every answer under /api carries `Cache-Control: no-store`: they are a
 * signed-in user's data (sellers' figures, profiles, downloads) or change
 * with each call, and no browser or proxy may keep them — not for the back
 * button after logging out, not on a shared computer. A route that sets its
 * own Cache-Control keeps it. The web app's files are not under /api and keep
 * the caching of web-app.ts.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
