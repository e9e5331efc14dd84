// Builds the HTTP application: platform plugins, every module's routes under
// /api, OpenAPI, and the web app on the same port. No I/O happens here.
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { billingCsrfExemptPaths } from './modules/billing/billing.routes.ts';
import type { AppDeps } from './platform/app-deps.ts';
import { errorBody } from './platform/errors.ts';
import { installCsrfProtection } from './platform/http/csrf.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { installNoStore } from './platform/http/no-store.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { allRoutes } from './routes.ts';

export interface BuildAppOptions {
  logger: FastifyServerOptions['logger'];
  webDistDir?: string | undefined;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.env.TRUST_PROXY,
    forceCloseConnections: 'idle',
    bodyLimit: 1_048_576,
    // SPEC §7 writes several paths with a trailing slash (`/auth/login/`).
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a path value over 100 characters, a malformed escape) answer in
    // the API's error shape, without echoing the path back.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const message = status === 414 ? 'A value in this address is too long.' : 'This address is not valid.';
      void reply
        .status(status)
        .header('cache-control', 'no-store')
        .send(errorBody(status, error.code ?? 'BAD_URL', message));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installNoStore(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product images are Amazon's own (catalog images are served from its media host).
        imgSrc: ["'self'", 'data:', 'https://m.media-amazon.com', 'https://images-na.ssl-images-amazon.com'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCookie);
  // Upload routes set their own size limits per request (request.file / request.parts).
  await app.register(fastifyMultipart);
  installCsrfProtection(app, billingCsrfExemptPaths);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const route of allRoutes) route.register(api, deps);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, options.webDistDir);
  return app;
}
