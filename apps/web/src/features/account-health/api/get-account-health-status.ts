import { getAccountHealthStatusContract, type TAccountHealthStatusSummary } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { accountHealthKeys } from './account-health-keys';

export function getAccountHealthStatus(sellerId: string, signal?: AbortSignal): Promise<TAccountHealthStatusSummary> {
  return apiRequest(
    buildApiPath(getAccountHealthStatusContract.path, { sellerId }),
    (data) => getAccountHealthStatusContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const accountHealthStatusQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: accountHealthKeys.status(sellerId),
    queryFn: ({ signal }) => getAccountHealthStatus(sellerId, signal),
    // The report comes once a day: no need to ask again on every page.
    staleTime: 5 * 60_000,
  });

/** The accounts-at-risk flag the seller pages' banner shows. */
export const useAccountHealthStatus = (sellerId: string) => useQuery(accountHealthStatusQueryOptions(sellerId));
