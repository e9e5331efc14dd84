import { listMarketplacesContract, type TMarketplace } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../api-client';
import { sellerDataKeys } from './seller-data-keys';

// In lib rather than a feature: the profit and loss filters, the inventory filters and flags, and
// the FBA inventory report upload (the report does not name its marketplace) all read the seller's
// marketplaces, so one fetcher under one key gives them one cache entry. Each feature filters the
// list for its own use.

export function listMarketplaces(sellerId: string, signal?: AbortSignal): Promise<TMarketplace[]> {
  return apiRequest(
    buildApiPath(listMarketplacesContract.path, { sellerId }),
    (data) => listMarketplacesContract.responses[200].parse(data).marketplaces,
    signal ? { signal } : {},
  );
}

export const marketplacesQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: sellerDataKeys.marketplaces(sellerId),
    queryFn: ({ signal }) => listMarketplaces(sellerId, signal),
    staleTime: 5 * 60_000,
  });

export const useMarketplaces = (sellerId: string) => useQuery(marketplacesQueryOptions(sellerId));
