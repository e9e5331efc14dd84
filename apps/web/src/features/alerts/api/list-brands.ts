import { listSellerBrandsContract, type TSellerBrand } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** The seller's brands, offered as values of a brand rule (a brand not listed can still be typed). */
export function listBrands(sellerId: string, signal?: AbortSignal): Promise<TSellerBrand[]> {
  return apiRequest(
    buildApiPath(listSellerBrandsContract.path, { sellerId }),
    (data) => listSellerBrandsContract.responses[200].parse(data).brands,
    signal ? { signal } : {},
  );
}

export const brandsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: alertKeys.brands(sellerId),
    queryFn: ({ signal }) => listBrands(sellerId, signal),
    staleTime: 5 * 60_000,
  });

export const useBrands = (sellerId: string) => useQuery(brandsQueryOptions(sellerId));
