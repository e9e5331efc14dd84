import { getOperationsProfitLossContract, type TOperationsProfitLoss } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { statementFiltersToQuery, type StatementFilters } from '../../../lib/profit-loss/statement-filters';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

/** The monthly statement of the Operations Assistant; the server applies the plan's month limit. */
export function getOperationsStatement(
  sellerId: string,
  filters: StatementFilters,
  signal?: AbortSignal,
): Promise<TOperationsProfitLoss> {
  return apiRequest(
    buildApiPath(getOperationsProfitLossContract.path, { sellerId }),
    (data) => getOperationsProfitLossContract.responses[200].parse(data),
    { query: statementFiltersToQuery(filters), ...(signal ? { signal } : {}) },
  );
}

export const operationsStatementQueryOptions = (sellerId: string, filters: StatementFilters) =>
  queryOptions({
    queryKey: [...sellerDataKeys.profitLoss(sellerId), 'operations', filters] as const,
    queryFn: ({ signal }) => getOperationsStatement(sellerId, filters, signal),
    // The route's loader asks for it as the page starts loading; the page then reads that answer
    // instead of asking again on mount. Imports invalidate the seller's data keys.
    staleTime: 30_000,
  });

export const useOperationsStatement = (sellerId: string, filters: StatementFilters) =>
  useQuery(operationsStatementQueryOptions(sellerId, filters));
