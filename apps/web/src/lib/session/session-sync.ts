import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { decodeReturnTo } from '../return-to';
import type { SessionEvent } from './session-broadcast';

// What a tab does when another tab logs in or out (SPEC §4).

export interface SessionSyncTarget {
  queryClient: QueryClient;
  /** The current location of this tab. */
  location: { pathname: string; search: string };
  navigate: (to: string) => unknown;
}

const loginPages: readonly string[] = [paths.login.path, paths.adminLogin.path];

export async function followSessionEvent(event: SessionEvent, target: SessionSyncTarget): Promise<void> {
  const { queryClient, location, navigate } = target;
  if (event === 'logout') {
    await navigate(paths.login.getHref());
    queryClient.clear();
    return;
  }
  // A login elsewhere may be another account: the session and everything shown are refetched
  // (inactive queries, e.g. on the login page, are marked stale for the guard's next check).
  await queryClient.invalidateQueries();
  if (loginPages.includes(location.pathname)) {
    const returnTo = decodeReturnTo(new URLSearchParams(location.search).get('returnTo'));
    await navigate(returnTo ?? paths.dashboard.getHref());
  }
}
