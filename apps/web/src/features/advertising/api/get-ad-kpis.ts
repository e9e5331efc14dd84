import { getAdKpisContract, type TAdFilters, type TAdKpis } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { advertisingKeys } from './advertising-keys';

export function getAdKpis(sellerId: string, query: TAdFilters, signal?: AbortSignal): Promise<TAdKpis> {
  return apiRequest(
    buildApiPath(getAdKpisContract.path, { sellerId }),
    (data) => getAdKpisContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const adKpisQueryOptions = (sellerId: string, query: TAdFilters) =>
  queryOptions({
    queryKey: advertisingKeys.kpis(sellerId, query),
    queryFn: ({ signal }) => getAdKpis(sellerId, query, signal),
    // A filter change keeps the old tiles on screen until the new figures arrive.
    placeholderData: keepPreviousData,
  });

/** The period's KPIs against the previous period of the same length. */
export const useAdKpis = (sellerId: string, query: TAdFilters) => useQuery(adKpisQueryOptions(sellerId, query));
