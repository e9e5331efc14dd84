import { getAdminProfileContract } from '@brandlens/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

// The admin guard's check (SPEC §4): only an admin session gets an answer.

export function getAdminProfile(signal?: AbortSignal) {
  return apiRequest(
    getAdminProfileContract.path,
    (data) => getAdminProfileContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const adminProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-profile'],
    queryFn: ({ signal }) => getAdminProfile(signal),
    staleTime: 60_000,
    retry: false,
  });
