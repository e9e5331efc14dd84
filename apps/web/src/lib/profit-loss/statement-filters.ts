import { ZCurrencyCode, type TCurrencyCode } from '@brandlens/contracts';

// The statement filters every P&L screen shares (SPEC §9, STYLE habit 7): they live in the URL
// search params, so a link or a reload keeps them, and the screens put all of them in query keys.
// Absent params mean the server's defaults, so the URL stays short.

export const DEFAULT_PERIOD = 'last-12-months';

export const PERIOD_OPTIONS = [
  { value: 'last-3-months', label: 'Last 3 months' },
  { value: 'last-6-months', label: 'Last 6 months' },
  { value: 'last-12-months', label: 'Last 12 months' },
  { value: 'last-24-months', label: 'Last 24 months' },
] as const;

// posted: every row on its settlement posted date. order: rows of orders in an imported All Orders
// report on their order date, the others on their posted date (the response says how many).
export const BASIS_OPTIONS = [
  { value: 'posted', label: 'Posted date' },
  { value: 'order', label: 'Order date' },
] as const;

export type TBasis = (typeof BASIS_OPTIONS)[number]['value'];

export interface StatementFilters {
  /** Absent: the user's default currency, which the response names. */
  targetCurrency: TCurrencyCode | undefined;
  period: string;
  basis: TBasis;
  brand: string;
  marketplace: string | undefined;
}

// The contract accepts YYYY-MM..YYYY-MM, YYYY-MM, YYYY-MM-DD..YYYY-MM-DD or last-N-months.
const PERIOD_PATTERN = /^(last-\d{1,3}-months|\d{4}-\d{2}(-\d{2})?(\.\.\d{4}-\d{2}(-\d{2})?)?)$/;

export function parseStatementFilters(params: URLSearchParams): StatementFilters {
  const currency = ZCurrencyCode.safeParse(params.get('currency'));
  const period = params.get('period');
  const brand = params.get('brand')?.trim();
  const marketplace = params.get('marketplace')?.trim();
  return {
    targetCurrency: currency.success ? currency.data : undefined,
    period: period && PERIOD_PATTERN.test(period) ? period : DEFAULT_PERIOD,
    basis: params.get('basis') === 'order' ? 'order' : 'posted',
    brand: brand || 'all',
    marketplace: marketplace || undefined,
  };
}

/** The filters as URL params, defaults left out. */
export function statementFiltersToParams(filters: StatementFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.targetCurrency) params.currency = filters.targetCurrency;
  if (filters.period !== DEFAULT_PERIOD) params.period = filters.period;
  if (filters.basis !== 'posted') params.basis = filters.basis;
  if (filters.brand !== 'all') params.brand = filters.brand;
  if (filters.marketplace) params.marketplace = filters.marketplace;
  return params;
}

/** The filters as API query params (the contract's names). */
export function statementFiltersToQuery(filters: StatementFilters) {
  return {
    targetCurrency: filters.targetCurrency,
    period: filters.period,
    basis: filters.basis,
    brand: filters.brand,
    marketplace: filters.marketplace,
  };
}

/** Replaces the statement params of `current`, keeping any other param (sorting, page, tabs). */
export function withStatementFilters(current: URLSearchParams, filters: StatementFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['currency', 'period', 'basis', 'brand', 'marketplace']) next.delete(key);
  for (const [key, value] of Object.entries(statementFiltersToParams(filters))) next.set(key, value);
  return next;
}
