import { getBrandsOverviewContract, type TBrandsOverview } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { ValuationFilters } from '../utils/valuation-filters';
import { brandValuationKeys } from './brand-valuation-keys';

/** The score of the whole seller ('all', first) and of each of its brands. */
export function getBrandsOverview(
  sellerId: string,
  filters: ValuationFilters,
  signal?: AbortSignal,
): Promise<TBrandsOverview> {
  return apiRequest(
    buildApiPath(getBrandsOverviewContract.path, { sellerId }),
    (data) => getBrandsOverviewContract.responses[200].parse(data),
    {
      query: { targetCurrency: filters.targetCurrency, period: filters.period, aggregationView: 'MONTHLY' },
      ...(signal ? { signal } : {}),
    },
  );
}

export const brandsOverviewQueryOptions = (sellerId: string, filters: ValuationFilters) =>
  queryOptions({
    queryKey: [...brandValuationKeys.scores(sellerId), 'overview', filters] as const,
    queryFn: ({ signal }) => getBrandsOverview(sellerId, filters, signal),
    placeholderData: keepPreviousData,
  });

export const useBrandsOverview = (sellerId: string, filters: ValuationFilters) =>
  useQuery(brandsOverviewQueryOptions(sellerId, filters));
