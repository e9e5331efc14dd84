import { ASIN_PROFIT_LOSS_SORT_KEYS } from '@brandlens/contracts';
import { PAGE_SIZE_OPTIONS } from '../../../components/ui/data-table/data-table.types';
import type { ProductTableState, TProductSortKey } from '../api/get-asin-profit-loss';

// Sorting, search, page and page size of the product table live in the URL next to the statement filters.

export const PRODUCT_PAGE_SIZE = 50;
export const PRODUCT_TABLE_KEYS = ['sort', 'order', 'q', 'page', 'size'] as const;

export const isProductSortKey = (value: string | null): value is TProductSortKey =>
  ASIN_PROFIT_LOSS_SORT_KEYS.some((key) => key === value);

const isPageSize = (value: number): boolean => PAGE_SIZE_OPTIONS.some((size) => size === value);

export function parseProductTableParams(params: URLSearchParams): ProductTableState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const search = params.get('q')?.trim();
  return {
    sortBy: isProductSortKey(sort) ? sort : 'netSales',
    sortOrder: params.get('order') === 'asc' ? 'asc' : 'desc',
    search: search ? search.slice(0, 200) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(size) ? size : PRODUCT_PAGE_SIZE,
  };
}

export function withProductTableParams(current: URLSearchParams, table: ProductTableState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of PRODUCT_TABLE_KEYS) next.delete(key);
  if (table.sortBy !== 'netSales') next.set('sort', table.sortBy);
  if (table.sortOrder !== 'desc') next.set('order', table.sortOrder);
  if (table.search) next.set('q', table.search);
  if (table.page > 1) next.set('page', String(table.page));
  if (table.pageSize !== PRODUCT_PAGE_SIZE) next.set('size', String(table.pageSize));
  return next;
}
