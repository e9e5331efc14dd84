import { getAdMetricsContract, type TAdFilters, type TAdMetrics } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { TAdTrendView } from '../utils/ad-filters';
import { advertisingKeys } from './advertising-keys';

type TAdMetricsQuery = TAdFilters & { aggregationView: TAdTrendView };

export function getAdMetrics(sellerId: string, query: TAdMetricsQuery, signal?: AbortSignal): Promise<TAdMetrics> {
  return apiRequest(
    buildApiPath(getAdMetricsContract.path, { sellerId }),
    (data) => getAdMetricsContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const adMetricsQueryOptions = (sellerId: string, query: TAdMetricsQuery) =>
  queryOptions({
    queryKey: advertisingKeys.metrics(sellerId, query),
    queryFn: ({ signal }) => getAdMetrics(sellerId, query, signal),
    placeholderData: keepPreviousData,
  });

/** The period's figures per day or month, for the trend. */
export const useAdMetrics = (sellerId: string, query: TAdMetricsQuery) =>
  useQuery(adMetricsQueryOptions(sellerId, query));
