import {
  WEEKLY_METRIC_KEYS,
  WEEKLY_METRICS,
  ZCurrencyCode,
  ZWeeklyMetricKey,
  type TCurrencyCode,
  type TWeeklyFilters,
  type TWeeklyMetricKey,
} from '@brandlens/contracts';

// The Weekly Insights page's state lives in the URL (STYLE habit 7): currency, marketplace and
// brand under the names the other seller pages use (they follow the seller from page to page),
// the week and the metric switches. Switches the URL does not name come from the browser's last
// choice, else the two of SPEC §9 (units sold, average selling price).

export const WEEKLY_FILTER_KEYS = ['currency', 'marketplace', 'brand', 'week', 'metrics'] as const;
export const METRICS_STORAGE_KEY = 'brandlens.weeklyInsights.metrics';

export const DEFAULT_METRICS: readonly TWeeklyMetricKey[] = WEEKLY_METRIC_KEYS.filter(
  (key) => WEEKLY_METRICS[key].isDefault,
);

export interface WeeklyFilters {
  /** Absent: the user's default currency, which the responses name. */
  targetCurrency: TCurrencyCode | undefined;
  marketplace: string | undefined;
  brand: string | undefined;
  /** YYYY-Www; absent: the last complete week with sales, which the response names. */
  week: string | undefined;
  metrics: readonly TWeeklyMetricKey[];
}

const WEEK = /^\d{4}-W\d{2}$/;
const parseText = (text: string | null, max: number): string | undefined => text?.trim().slice(0, max) || undefined;

/** A comma list of metric keys, in the page's order; null when it names none. */
export function parseMetricList(text: string | null | undefined): TWeeklyMetricKey[] | null {
  if (text === null || text === undefined) return null;
  const named = new Set(
    text.split(',').flatMap((part) => {
      const key = ZWeeklyMetricKey.safeParse(part.trim());
      return key.success ? [key.data] : [];
    }),
  );
  return text.trim() === 'none' ? [] : named.size === 0 ? null : WEEKLY_METRIC_KEYS.filter((key) => named.has(key));
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const readStoredMetrics = (): TWeeklyMetricKey[] | null =>
  parseMetricList(storage()?.getItem(METRICS_STORAGE_KEY));

export function storeMetrics(metrics: readonly TWeeklyMetricKey[]): void {
  try {
    storage()?.setItem(METRICS_STORAGE_KEY, metrics.length === 0 ? 'none' : metrics.join(','));
  } catch {
    // Storage refused (quota, privacy mode): the URL still holds the choice.
  }
}

export function parseWeeklyFilters(params: URLSearchParams): WeeklyFilters {
  const currency = ZCurrencyCode.safeParse(params.get('currency'));
  const week = params.get('week')?.trim();
  return {
    targetCurrency: currency.success ? currency.data : undefined,
    marketplace: parseText(params.get('marketplace'), 40),
    brand: parseText(params.get('brand'), 200),
    week: week && WEEK.test(week) ? week : undefined,
    metrics: parseMetricList(params.get('metrics')) ?? readStoredMetrics() ?? DEFAULT_METRICS,
  };
}

const sameMetrics = (a: readonly TWeeklyMetricKey[], b: readonly TWeeklyMetricKey[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/** Replaces this page's params of `current`, keeping any other; defaults stay out of the URL. */
export function withWeeklyFilters(current: URLSearchParams, filters: WeeklyFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of WEEKLY_FILTER_KEYS) next.delete(key);
  if (filters.targetCurrency) next.set('currency', filters.targetCurrency);
  if (filters.marketplace) next.set('marketplace', filters.marketplace);
  if (filters.brand) next.set('brand', filters.brand);
  if (filters.week) next.set('week', filters.week);
  if (!sameMetrics(filters.metrics, DEFAULT_METRICS)) {
    next.set('metrics', filters.metrics.length === 0 ? 'none' : filters.metrics.join(','));
  }
  return next;
}

/** The filters every weekly read shares (the contract's names). */
export const weeklyFiltersToQuery = (filters: WeeklyFilters): TWeeklyFilters => ({
  targetCurrency: filters.targetCurrency,
  marketplace: filters.marketplace,
  brand: filters.brand ?? 'all',
  week: filters.week,
});
