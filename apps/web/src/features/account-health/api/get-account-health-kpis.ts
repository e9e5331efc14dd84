import {
  getAccountHealthKpisContract,
  type TAccountHealthKpis,
  type TAccountHealthKpisQuery,
} from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { accountHealthKeys } from './account-health-keys';

export function getAccountHealthKpis(
  sellerId: string,
  query: TAccountHealthKpisQuery,
  signal?: AbortSignal,
): Promise<TAccountHealthKpis> {
  return apiRequest(
    buildApiPath(getAccountHealthKpisContract.path, { sellerId }),
    (data) => getAccountHealthKpisContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const accountHealthKpisQueryOptions = (sellerId: string, query: TAccountHealthKpisQuery) =>
  queryOptions({
    queryKey: accountHealthKeys.kpis(sellerId, query),
    queryFn: ({ signal }) => getAccountHealthKpis(sellerId, query, signal),
    placeholderData: keepPreviousData,
  });

/** Each metric per report day over the last months, with Amazon's targets. */
export const useAccountHealthKpis = (sellerId: string, query: TAccountHealthKpisQuery) =>
  useQuery(accountHealthKpisQueryOptions(sellerId, query));
