import {
  getStockRecommendationsContract,
  type TStockRecommendations,
  type TStockRecommendationsQuery,
} from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** Every row of the filter at once: the endpoint does not page, so the table sorts and pages itself. */
export function getStockRecommendations(
  sellerId: string,
  query: TStockRecommendationsQuery,
  signal?: AbortSignal,
): Promise<TStockRecommendations> {
  return apiRequest(
    buildApiPath(getStockRecommendationsContract.path, { sellerId }),
    (data) => getStockRecommendationsContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const stockRecommendationsQueryOptions = (sellerId: string, query: TStockRecommendationsQuery) =>
  queryOptions({
    queryKey: inventoryKeys.recommendations(sellerId, query),
    queryFn: ({ signal }) => getStockRecommendations(sellerId, query, signal),
    // A filter change keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useStockRecommendations = (sellerId: string, query: TStockRecommendationsQuery) =>
  useQuery(stockRecommendationsQueryOptions(sellerId, query));
