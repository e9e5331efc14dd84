import { PORTFOLIO_SORT_KEYS, SUPPORTED_CURRENCY_CODES, type TPortfolioSortKey } from '@brandlens/contracts';
import { PAGE_SIZE_OPTIONS } from '../../../components/ui/data-table/data-table.types';
import type { PortfolioParams } from '../api/get-portfolio';

// The portfolio's currency, sort and page live in the URL (STYLE habit 7), so a shared link shows
// the same table. Figures sort from the largest; names and dates from A and the oldest.

export const PORTFOLIO_PAGE_SIZE = 50;
const KEYS = ['currency', 'sort', 'order', 'page', 'size'] as const;

const isSortKey = (value: string | null): value is TPortfolioSortKey =>
  PORTFOLIO_SORT_KEYS.some((key) => key === value);
const isCurrency = (value: string | null): value is string =>
  value !== null && SUPPORTED_CURRENCY_CODES.some((code) => code === value);
const isPageSize = (value: number): boolean => PAGE_SIZE_OPTIONS.some((size) => size === value);

export function parsePortfolioParams(search: URLSearchParams): PortfolioParams {
  const sort = search.get('sort');
  const currency = search.get('currency');
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    currency: isCurrency(currency) ? currency : undefined,
    sort: isSortKey(sort) ? sort : 'name',
    direction: search.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(size) ? size : PORTFOLIO_PAGE_SIZE,
  };
}

export function withPortfolioParams(current: URLSearchParams, params: PortfolioParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of KEYS) next.delete(key);
  if (params.currency) next.set('currency', params.currency);
  if (params.sort !== 'name') next.set('sort', params.sort);
  if (params.direction !== 'asc') next.set('order', params.direction);
  if (params.page > 1) next.set('page', String(params.page));
  if (params.pageSize !== PORTFOLIO_PAGE_SIZE) next.set('size', String(params.pageSize));
  return next;
}
