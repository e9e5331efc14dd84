import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.ts';

/**
 * Serves the built single-page app from the API's port. Unknown /api paths
 * answer JSON 404; any other GET that accepts HTML gets index.html and the
 * client router decides (it shows its own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const hasWeb = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text assets (apps/web/build/precompress-plugin.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed assets never change; index.html must always be revalidated.
        if (path.startsWith(join(webDistDir, 'assets')))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && hasWeb && wantsHtml) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send(errorBody(404, 'NOT_FOUND', 'This page could not be found'));
  });
}
