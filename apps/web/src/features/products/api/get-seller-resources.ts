import { getSellerResourcesContract, type TSellerResources } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { productsKeys } from './products-keys';

/** The seller's marketplaces and brands, for the filters. */
export function getSellerResources(sellerId: string, signal?: AbortSignal): Promise<TSellerResources> {
  return apiRequest(
    buildApiPath(getSellerResourcesContract.path, { sellerId }),
    (data) => getSellerResourcesContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const useSellerResources = (sellerId: string) =>
  useQuery(
    queryOptions({
      queryKey: productsKeys.resources(sellerId),
      queryFn: ({ signal }) => getSellerResources(sellerId, signal),
      staleTime: 5 * 60_000,
    }),
  );
