import { matchRoutes, redirect, replace, type MiddlewareFunction, type RouteObject } from 'react-router';
import { verifyEmail } from '../../features/auth/api/verify-email';
import { setFlash, takeFlash } from '../../lib/flash';
import { notificationStore } from '../../lib/notification-store';
import { collectRouteFlags } from '../../lib/route-handle';
import { queryClientContext } from '../router-context';
import { createGuards } from './create-guards';
import { runGuards } from './guard-pipeline';

/**
 * Root middleware: runs the guards before any loader on every navigation. Flags come from the
 * handles of the routes the URL matches (handles are static, so lazy routes need not load first).
 */
export function createGuardMiddleware(getRoutes: () => RouteObject[]): MiddlewareFunction {
  return async ({ request, context }) => {
    const url = new URL(request.url);
    const matches = matchRoutes(getRoutes(), url.pathname) ?? [];
    const flags = collectRouteFlags(matches.map((match) => ({ handle: match.route.handle })));
    const guards = createGuards({
      queryClient: context.get(queryClientContext),
      verifyEmail,
      notify: notificationStore.show,
      setFlash: (flash) => setFlash(flash),
      takeFlash: () => takeFlash(),
    });
    const outcome = await runGuards(guards, { url, flags });
    if (outcome.type === 'redirect') throw outcome.replace ? replace(outcome.to) : redirect(outcome.to);
  };
}
