import type { Route } from './define-route.ts';

/**
 * Registers a route in a context of its own where the body arrives as raw
 * bytes (a Buffer in request.body), for a sender that signs the exact bytes it
 * sent, such as a webhook. The route's contract declares no body schema.
 */
export function withRawBody(route: Route, bodyLimit = 1_048_576): Route {
  return {
    ...route,
    register(app, deps) {
      void app.register(async (context) => {
        context.removeAllContentTypeParsers();
        context.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
        route.register(context, deps);
      });
    },
  };
}
