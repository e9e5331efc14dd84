import { getSellerResourcesContract } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { weeklyInsightsKeys } from './weekly-insights-keys';

/** The seller's brands for the brand filter: the catalogue's brands, which the weekly reads filter on. */
export function getSellerBrands(sellerId: string, signal?: AbortSignal): Promise<string[]> {
  return apiRequest(
    buildApiPath(getSellerResourcesContract.path, { sellerId }),
    (data) => getSellerResourcesContract.responses[200].parse(data).brands.map(({ brand }) => brand),
    signal ? { signal } : {},
  );
}

export const useSellerBrands = (sellerId: string) =>
  useQuery(
    queryOptions({
      queryKey: weeklyInsightsKeys.brands(sellerId),
      queryFn: ({ signal }) => getSellerBrands(sellerId, signal),
      staleTime: 5 * 60_000,
    }),
  );
