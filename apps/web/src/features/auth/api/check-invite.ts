import { checkInviteContract } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /invites {token}: a read in all but method, so it is cached like one. */
export function checkInvite(token: string, signal?: AbortSignal) {
  return apiRequest(checkInviteContract.path, (data) => checkInviteContract.responses[200].parse(data), {
    method: checkInviteContract.method,
    body: { token },
    ...(signal ? { signal } : {}),
  });
}

export const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invites', 'check', token],
    queryFn: ({ signal }) => checkInvite(token, signal),
    staleTime: Infinity,
  });

export const useInvite = (token: string | null) =>
  useQuery({ ...inviteQueryOptions(token ?? ''), enabled: Boolean(token) });
