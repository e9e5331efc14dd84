import { verifySessionContract, type TSession } from '@brandlens/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

// The session lives only in the query cache under ['session']: guards fill it, login and logout
// mutations set and clear it, and every component reads it from here.

export type { TSession };

export const sessionQueryKey = ['session'] as const;

/** How long a verified session is trusted before the next navigation checks it again. */
export const SESSION_REVALIDATE_MS = 60_000;

export function getSession(signal?: AbortSignal): Promise<TSession> {
  return apiRequest(verifySessionContract.path, (data) => verifySessionContract.responses[200].parse(data), {
    method: verifySessionContract.method,
    ...(signal ? { signal } : {}),
  });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: SESSION_REVALIDATE_MS,
    retry: false,
  });

/** For pages behind the auth guard: the guard has already put the session in the cache. */
export const useSession = () => useQuery(sessionQueryOptions());

/** Applies a change (e.g. an updated user) to the cached session, if there is one. */
export function updateCachedSession(queryClient: QueryClient, update: (session: TSession) => TSession): void {
  queryClient.setQueryData<TSession>(sessionQueryKey, (session) => (session ? update(session) : session));
}
