import { findProfitLossRowsContract, type TProfitLossRows } from '@brandlens/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

export const PROFIT_LOSS_ROWS_PAGE_SIZE = 100;

export interface ProfitLossCell {
  line: string;
  /** YYYY-MM, or a range YYYY-MM..YYYY-MM for the Totals column. */
  period: string;
  brand: string;
  marketplace: string | undefined;
  /** The statement's basis: on 'order', a row's day is its order day when its order is known. */
  basis: 'posted' | 'order';
}

/** One page of the ledger rows behind a statement cell. */
export function findProfitLossRows(
  sellerId: string,
  cell: ProfitLossCell,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TProfitLossRows> {
  return apiRequest(
    buildApiPath(findProfitLossRowsContract.path, { sellerId }),
    (data) => findProfitLossRowsContract.responses[200].parse(data),
    {
      query: { ...cell, cursor, limit: PROFIT_LOSS_ROWS_PAGE_SIZE },
      ...(signal ? { signal } : {}),
    },
  );
}

export const profitLossRowsQueryOptions = (sellerId: string, cell: ProfitLossCell) =>
  infiniteQueryOptions({
    queryKey: [...sellerDataKeys.profitLoss(sellerId), 'rows', cell] as const,
    queryFn: ({ pageParam, signal }) => findProfitLossRows(sellerId, cell, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useProfitLossRows = (sellerId: string, cell: ProfitLossCell) =>
  useInfiniteQuery(profitLossRowsQueryOptions(sellerId, cell));
