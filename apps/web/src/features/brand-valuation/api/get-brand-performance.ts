import { getPerformanceContract, type TPerformance } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { ValuationFilters } from '../utils/valuation-filters';
import { brandValuationKeys } from './brand-valuation-keys';

/** One brand's score with its net sales and EBITDA per month of the period. */
export function getBrandPerformance(
  sellerId: string,
  brandName: string,
  filters: ValuationFilters,
  signal?: AbortSignal,
): Promise<TPerformance> {
  return apiRequest(
    buildApiPath(getPerformanceContract.path, { sellerId }),
    (data) => getPerformanceContract.responses[200].parse(data),
    {
      query: { brandName, targetCurrency: filters.targetCurrency, period: filters.period },
      ...(signal ? { signal } : {}),
    },
  );
}

export const brandPerformanceQueryOptions = (sellerId: string, brandName: string, filters: ValuationFilters) =>
  queryOptions({
    queryKey: [...brandValuationKeys.scores(sellerId), 'performance', brandName, filters] as const,
    queryFn: ({ signal }) => getBrandPerformance(sellerId, brandName, filters, signal),
  });

export const useBrandPerformance = (sellerId: string, brandName: string, filters: ValuationFilters) =>
  useQuery(brandPerformanceQueryOptions(sellerId, brandName, filters));
