import { listMarketplacesContract, type TMarketplace } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

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
