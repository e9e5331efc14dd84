import { getAdAsinsContract, type TAdAsins } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { TAdAsinsRequest } from '../utils/ad-filters';
import { advertisingKeys } from './advertising-keys';

/** Every advertised ASIN of the filter at once: the table sorts and pages itself. */
export function getAdAsins(sellerId: string, query: TAdAsinsRequest, signal?: AbortSignal): Promise<TAdAsins> {
  return apiRequest(
    buildApiPath(getAdAsinsContract.path, { sellerId }),
    (data) => getAdAsinsContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const adAsinsQueryOptions = (sellerId: string, query: TAdAsinsRequest) =>
  queryOptions({
    queryKey: advertisingKeys.asins(sellerId, query),
    queryFn: ({ signal }) => getAdAsins(sellerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdAsins = (sellerId: string, query: TAdAsinsRequest) => useQuery(adAsinsQueryOptions(sellerId, query));
