import { getAsinProfitLossContract, type ASIN_PROFIT_LOSS_SORT_KEYS, type TAsinProfitLoss } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { statementFiltersToQuery, type StatementFilters } from '../../../lib/profit-loss/statement-filters';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

export type TProductSortKey = (typeof ASIN_PROFIT_LOSS_SORT_KEYS)[number];

export interface ProductTableState {
  sortBy: TProductSortKey;
  sortOrder: 'asc' | 'desc';
  search: string | undefined;
  page: number;
  pageSize: number;
}

/** One page of the per-product statement, sorted and filtered by the server. */
export function getAsinProfitLoss(
  sellerId: string,
  filters: StatementFilters,
  table: ProductTableState,
  signal?: AbortSignal,
): Promise<TAsinProfitLoss> {
  return apiRequest(
    buildApiPath(getAsinProfitLossContract.path, { sellerId }),
    (data) => getAsinProfitLossContract.responses[200].parse(data),
    { query: { ...statementFiltersToQuery(filters), ...table }, ...(signal ? { signal } : {}) },
  );
}

export const asinProfitLossQueryOptions = (sellerId: string, filters: StatementFilters, table: ProductTableState) =>
  queryOptions({
    queryKey: [...sellerDataKeys.profitLoss(sellerId), 'asin', filters, table] as const,
    queryFn: ({ signal }) => getAsinProfitLoss(sellerId, filters, table, signal),
    placeholderData: keepPreviousData,
    // The route prefetches it as the navigation starts; the page then reads that answer instead
    // of asking again on mount. Imports invalidate the seller's data keys.
    staleTime: 30_000,
  });

export const useAsinProfitLoss = (sellerId: string, filters: StatementFilters, table: ProductTableState) =>
  useQuery(asinProfitLossQueryOptions(sellerId, filters, table));

// The largest page the endpoint serves (its pageSize maximum).
const EXPORT_PAGE_SIZE = 200;

/** Every product of the filter in the table's order, read page by page: what an export of the table writes. */
export async function getAllAsinProfitLossRows(
  sellerId: string,
  filters: StatementFilters,
  table: ProductTableState,
): Promise<TAsinProfitLoss['rows']> {
  const rows: TAsinProfitLoss['rows'] = [];
  for (let page = 1; ; page += 1) {
    const result = await getAsinProfitLoss(sellerId, filters, { ...table, page, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...result.rows);
    if (result.rows.length < EXPORT_PAGE_SIZE || rows.length >= result.totalRows) return rows;
  }
}
