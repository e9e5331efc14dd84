import { getUserContract } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';

export const userQueryKey = (userId: string) => ['users', userId] as const;

export function getUser(userId: string, signal?: AbortSignal) {
  return apiRequest(
    buildApiPath(getUserContract.path, { id: userId }),
    (data) => getUserContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userQueryKey(userId), queryFn: ({ signal }) => getUser(userId, signal) });

export const useUser = (userId: string) => useQuery(userQueryOptions(userId));
