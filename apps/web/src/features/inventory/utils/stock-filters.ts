import { ZStockAggregation, type TStockAggregation, type TStockRecommendationsQuery } from '@brandlens/contracts';

// The inventory page's filters live in the URL (STYLE habit 7). Brand and marketplace use the
// names the statement filters use, so they follow the seller from page to page (config/
// seller-navigation); the others belong to this page. Absent params mean the defaults, so the
// URL stays short; `row` is the SKU whose panel is open.

export const VELOCITY_WINDOW_OPTIONS = [7, 14, 30, 60, 90] as const;

export const AGGREGATION_OPTIONS: readonly { value: TStockAggregation; label: string }[] = [
  { value: 'sku', label: 'SKU per marketplace' },
  { value: 'parent', label: 'Parent ASIN per marketplace' },
  { value: 'sku-all-marketplaces', label: 'SKU across marketplaces' },
];

export const STOCK_FILTER_KEYS = ['aggregation', 'marketplace', 'brand', 'atRisk', 'window', 'q'] as const;
export const DETAIL_ROW_KEY = 'row';

export interface StockFilters {
  aggregation: TStockAggregation;
  /** Absent: every marketplace. */
  marketplace: string | undefined;
  /** 'all': every brand. */
  brand: string;
  isAtRiskOnly: boolean;
  /** Absent: the seller's own velocity window. */
  windowDays: number | undefined;
  search: string | undefined;
}

const MAX_TEXT = 200;

// The contract's bounds: a shared link may carry a window that is not one of the presets.
const parseWindow = (text: string | null): number | undefined => {
  const days = Number(text);
  return text && Number.isInteger(days) && days >= 7 && days <= 365 ? days : undefined;
};

const parseText = (text: string | null | undefined): string | undefined => text?.trim().slice(0, MAX_TEXT) || undefined;

export function parseStockFilters(params: URLSearchParams): StockFilters {
  const aggregation = ZStockAggregation.safeParse(params.get('aggregation'));
  return {
    aggregation: aggregation.success ? aggregation.data : 'sku',
    marketplace: parseText(params.get('marketplace')),
    brand: parseText(params.get('brand')) ?? 'all',
    isAtRiskOnly: params.get('atRisk') === 'true',
    windowDays: parseWindow(params.get('window')),
    search: parseText(params.get('q')),
  };
}

/** Replaces the filter params of `current`, keeping any other (the carried currency and period). */
export function withStockFilters(current: URLSearchParams, filters: StockFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of STOCK_FILTER_KEYS) next.delete(key);
  if (filters.aggregation !== 'sku') next.set('aggregation', filters.aggregation);
  if (filters.marketplace) next.set('marketplace', filters.marketplace);
  if (filters.brand !== 'all') next.set('brand', filters.brand);
  if (filters.isAtRiskOnly) next.set('atRisk', 'true');
  if (filters.windowDays !== undefined) next.set('window', String(filters.windowDays));
  if (filters.search) next.set('q', filters.search);
  return next;
}

/** The filters as the endpoint's query (the contract's names); also the query key. */
export function stockFiltersToQuery(filters: StockFilters): TStockRecommendationsQuery {
  return {
    aggregation: filters.aggregation,
    marketplaceId: filters.marketplace,
    brand: filters.brand === 'all' ? undefined : filters.brand,
    atRisk: filters.isAtRiskOnly ? 'true' : undefined,
    windowDays: filters.windowDays,
    search: filters.search,
  };
}

/** True when a filter narrows the rows (aggregation and window only change how they are computed). */
export const hasNarrowingFilter = (filters: StockFilters): boolean =>
  filters.marketplace !== undefined || filters.brand !== 'all' || filters.isAtRiskOnly || filters.search !== undefined;

/** The filters that narrow the rows, cleared; the aggregation and window stay. */
export const withoutNarrowingFilters = (filters: StockFilters): StockFilters => ({
  ...filters,
  marketplace: undefined,
  brand: 'all',
  isAtRiskOnly: false,
  search: undefined,
});
