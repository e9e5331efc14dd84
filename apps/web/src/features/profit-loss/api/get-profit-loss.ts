import { getProfitLossContract, type TProfitLoss } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { statementFiltersToQuery, type StatementFilters } from '../../../lib/profit-loss/statement-filters';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

/** The monthly statement over the whole chosen period (no plan limit: that applies to the Operations Assistant). */
export function getMonthlyProfitLoss(
  sellerId: string,
  filters: StatementFilters,
  signal?: AbortSignal,
): Promise<TProfitLoss> {
  return apiRequest(
    buildApiPath(getProfitLossContract.path, { sellerId }),
    (data) => getProfitLossContract.responses[200].parse(data),
    { query: { ...statementFiltersToQuery(filters), aggregationView: 'MONTHLY' }, ...(signal ? { signal } : {}) },
  );
}

export const monthlyProfitLossQueryOptions = (sellerId: string, filters: StatementFilters) =>
  queryOptions({
    queryKey: [...sellerDataKeys.profitLoss(sellerId), 'monthly', filters] as const,
    queryFn: ({ signal }) => getMonthlyProfitLoss(sellerId, filters, signal),
    // Prefetched with the P&L Statement page: read on mount, not asked again. Imports invalidate it.
    staleTime: 30_000,
  });

export const useMonthlyProfitLoss = (sellerId: string, filters: StatementFilters) =>
  useQuery(monthlyProfitLossQueryOptions(sellerId, filters));
