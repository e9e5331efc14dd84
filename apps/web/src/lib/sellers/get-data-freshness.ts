import { getDataFreshnessContract, type TDataFreshness } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../api-client';
import { sellerDataKeys } from './seller-data-keys';

// In lib rather than a feature: the statement pages show it, and the sync on the Connections tab
// refreshes it (through invalidateSellerFigures) when new figures arrive.

export function getDataFreshness(sellerId: string, signal?: AbortSignal): Promise<TDataFreshness> {
  return apiRequest(
    buildApiPath(getDataFreshnessContract.path, { sellerId }),
    (data) => getDataFreshnessContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const dataFreshnessQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: sellerDataKeys.dataFreshness(sellerId),
    queryFn: ({ signal }) => getDataFreshness(sellerId, signal),
  });

export const useDataFreshness = (sellerId: string) => useQuery(dataFreshnessQueryOptions(sellerId));
