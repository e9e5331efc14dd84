import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { encodeReturnTo } from '../../lib/return-to';
import { sellersQueryOptions } from '../../lib/sellers/get-sellers';
import { sessionQueryOptions } from '../../lib/session/get-session';
import { next, type Guard } from './guard-pipeline';

// SPEC §4: pages not flagged skipAuth or admin need a session, verified by a call (cached for
// SESSION_REVALIDATE_MS). Without one the user logs in and comes back through returnTo. A server
// that cannot answer is not a missing session: that error goes to the error page instead.

const isUnauthenticated = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createAuthGuard(queryClient: QueryClient): Guard {
  return {
    name: 'auth',
    async run({ url, flags }) {
      if (flags.skipAuth || flags.admin) return next;
      try {
        await queryClient.fetchQuery(sessionQueryOptions());
      } catch (error) {
        if (!isUnauthenticated(error)) throw error;
        queryClient.removeQueries();
        return { type: 'redirect', to: paths.login.getHref({ returnTo: encodeReturnTo(url) }) };
      }
      // A verified session loads the sellers (SPEC §4); pages read them from the cache.
      void queryClient.prefetchQuery(sellersQueryOptions());
      return next;
    },
  };
}
