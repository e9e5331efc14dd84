import { getAccountHealthContract, type TAccountHealth } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { accountHealthKeys } from './account-health-keys';

export function getAccountHealth(
  sellerId: string,
  targetCurrency: string | undefined,
  signal?: AbortSignal,
): Promise<TAccountHealth> {
  return apiRequest(
    buildApiPath(getAccountHealthContract.path, { sellerId }),
    (data) => getAccountHealthContract.responses[200].parse(data),
    { query: targetCurrency ? { targetCurrency } : {}, ...(signal ? { signal } : {}) },
  );
}

export const accountHealthQueryOptions = (sellerId: string, targetCurrency: string | undefined) =>
  queryOptions({
    queryKey: accountHealthKeys.detail(sellerId, targetCurrency),
    queryFn: ({ signal }) => getAccountHealth(sellerId, targetCurrency, signal),
    // A currency change keeps the page on screen until the new money at risk arrives.
    placeholderData: keepPreviousData,
  });

/** Each marketplace's latest figures against Amazon's targets, the flag and the money at risk. */
export const useAccountHealth = (sellerId: string, targetCurrency: string | undefined) =>
  useQuery(accountHealthQueryOptions(sellerId, targetCurrency));
