import { ASIN_PROFIT_LOSS_SORT_KEYS } from '@brandlens/contracts';
import type { ProductTableState, TProductSortKey } from '../api/get-asin-profit-loss';

// Sorting, search and page of the product table live in the URL next to the statement filters.

export const PRODUCT_PAGE_SIZE = 50;
export const PRODUCT_TABLE_KEYS = ['sort', 'order', 'q', 'page'] as const;

const isSortKey = (value: string | null): value is TProductSortKey =>
  ASIN_PROFIT_LOSS_SORT_KEYS.some((key) => key === value);

export function parseProductTableParams(params: URLSearchParams): ProductTableState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const search = params.get('q')?.trim();
  return {
    sortBy: isSortKey(sort) ? sort : 'netSales',
    sortOrder: params.get('order') === 'asc' ? 'asc' : 'desc',
    search: search ? search.slice(0, 200) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PRODUCT_PAGE_SIZE,
  };
}

export function withProductTableParams(current: URLSearchParams, table: ProductTableState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of PRODUCT_TABLE_KEYS) next.delete(key);
  if (table.sortBy !== 'netSales') next.set('sort', table.sortBy);
  if (table.sortOrder !== 'desc') next.set('order', table.sortOrder);
  if (table.search) next.set('q', table.search);
  if (table.page > 1) next.set('page', String(table.page));
  return next;
}
