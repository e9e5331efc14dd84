import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type MiddlewareFunction, type RouteObject } from 'react-router';
import { collectRouteFlags, readRouteHandle } from '../lib/route-handle';
import { sessionQueryOptions } from '../lib/session/get-session';
import { queryClientContext } from './router-context';

// A page's data starts loading at the very start of a navigation, in parallel with the session
// check of the auth guard and with the page's lazy chunk, instead of after both (the loaders of
// lazy routes run only once the guards have passed and the chunk has arrived). The reads are
// plain prefetches into the query cache: a redirecting guard leaves them unused, and a missing
// session makes the auth guard clear the cache. Prefetchers sit in the routes' static handles,
// so they are known before any lazy module loads.

/**
 * Starts the prefetches of every route the URL matches; never waits for them. A page behind the
 * auth guard asks for the session first: on the embedded database the API answers one query at a
 * time, and the page renders only once the guard has its answer, so it must not queue behind the
 * page's slower reads. The guard then awaits this same request (one request per key in flight).
 */
export function prefetchRouteData(routes: RouteObject[], url: URL, queryClient: QueryClient): void {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const flags = collectRouteFlags(matches.map((match) => ({ handle: match.route.handle })));
  const prefetches = matches.flatMap((match) => {
    const prefetch = readRouteHandle(match.route.handle).prefetch;
    return prefetch ? [{ prefetch, params: match.params }] : [];
  });
  if (prefetches.length === 0) return;
  if (!flags.skipAuth && !flags.admin) void queryClient.prefetchQuery(sessionQueryOptions());
  for (const { prefetch, params } of prefetches) prefetch({ params, searchParams: url.searchParams, queryClient });
}

/** Root middleware, placed before the guards: it returns at once and the guards run meanwhile. */
export function createPrefetchMiddleware(getRoutes: () => RouteObject[]): MiddlewareFunction {
  return ({ request, context }) => {
    prefetchRouteData(getRoutes(), new URL(request.url), context.get(queryClientContext));
  };
}
