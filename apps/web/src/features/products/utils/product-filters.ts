import type { TCurrencyCode } from '@brandlens/contracts';
import { ZCurrencyCode } from '@brandlens/contracts';

// The Products pages' state lives in the URL (STYLE habit 7). Currency, period, marketplace and
// brand use the names the other seller pages use, so they follow the seller from page to page;
// the search and the product page's chart metric and view belong to these pages. Defaults stay out.

export const DEFAULT_CATALOG_PERIOD = 'last-3-months';
export const DEFAULT_PRODUCT_PERIOD = 'last-12-months';
const ALL = 'all';

export interface ProductFilters {
  /** Absent: the user's default currency, which the responses name. */
  targetCurrency: TCurrencyCode | undefined;
  period: string;
  marketplace: string | undefined;
  brand: string | undefined;
  search: string | undefined;
}

const FILTER_KEYS = ['currency', 'period', 'marketplace', 'brand', 'q'] as const;
// The contract accepts YYYY-MM-DD..YYYY-MM-DD, YYYY-MM..YYYY-MM, YYYY-MM, last-N-days or last-N-months.
const PERIOD_PATTERN = /^(last-\d{1,4}-(days|months)|\d{4}-\d{2}(-\d{2})?(\.\.\d{4}-\d{2}(-\d{2})?)?)$/;

const parseText = (text: string | null, max: number): string | undefined => text?.trim().slice(0, max) || undefined;

export function parseProductFilters(params: URLSearchParams, defaultPeriod = DEFAULT_CATALOG_PERIOD): ProductFilters {
  const currency = ZCurrencyCode.safeParse(params.get('currency'));
  const period = params.get('period');
  const brand = parseText(params.get('brand'), 200);
  return {
    targetCurrency: currency.success ? currency.data : undefined,
    period: period && PERIOD_PATTERN.test(period) ? period : defaultPeriod,
    marketplace: parseText(params.get('marketplace'), 40),
    brand: brand === ALL ? undefined : brand,
    search: parseText(params.get('q'), 200),
  };
}

/** Replaces these pages' params of `current`, keeping any other. */
export function withProductFilters(
  current: URLSearchParams,
  filters: ProductFilters,
  defaultPeriod = DEFAULT_CATALOG_PERIOD,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) next.delete(key);
  if (filters.targetCurrency) next.set('currency', filters.targetCurrency);
  if (filters.period !== defaultPeriod) next.set('period', filters.period);
  if (filters.marketplace) next.set('marketplace', filters.marketplace);
  if (filters.brand) next.set('brand', filters.brand);
  if (filters.search) next.set('q', filters.search);
  return next;
}

/** The catalogue's request (the contract's names). */
export const catalogQuery = (filters: ProductFilters) => ({
  targetCurrency: filters.targetCurrency,
  period: filters.period,
  marketplace: filters.marketplace,
  brand: filters.brand ?? ALL,
  search: filters.search,
});
export type TCatalogRequest = ReturnType<typeof catalogQuery>;

/** A product page's request: currency and period only. */
export const productQuery = (filters: ProductFilters) => ({
  targetCurrency: filters.targetCurrency,
  period: filters.period,
});
export type TProductRequest = ReturnType<typeof productQuery>;
