import { listSellerBrandsContract, type TSellerBrand } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { brandValuationKeys } from './brand-valuation-keys';

/** The seller's brands: configured brands, then catalog brands in no configuration. */
export function listSellerBrands(sellerId: string, signal?: AbortSignal): Promise<TSellerBrand[]> {
  return apiRequest(
    buildApiPath(listSellerBrandsContract.path, { sellerId }),
    (data) => listSellerBrandsContract.responses[200].parse(data).brands,
    signal ? { signal } : {},
  );
}

export const sellerBrandsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: brandValuationKeys.brands(sellerId),
    queryFn: ({ signal }) => listSellerBrands(sellerId, signal),
  });

export const useSellerBrands = (sellerId: string) => useQuery(sellerBrandsQueryOptions(sellerId));
