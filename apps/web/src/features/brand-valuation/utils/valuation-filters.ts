import {
  TRAILING_PERIODS,
  ZCurrencyCode,
  ZTrailingPeriod,
  type TCurrencyCode,
  type TTrailingPeriod,
} from '@brandlens/contracts';

// The brand valuation screens keep their period and currency in the URL (STYLE habit 7), so a
// link or a reload shows the same scores; query keys hold both. Absent params mean the defaults.

export const DEFAULT_TRAILING_PERIOD: TTrailingPeriod = 'trailing12Months';

/** SPEC §4: the trailing period selector's labels, by key. */
export const TRAILING_PERIOD_LABELS: Record<TTrailingPeriod, string> = {
  trailing12Months: 'Trailing 12 Months',
};

export const TRAILING_PERIOD_OPTIONS = TRAILING_PERIODS.map((value) => ({
  value,
  label: TRAILING_PERIOD_LABELS[value],
}));

export interface ValuationFilters {
  period: TTrailingPeriod;
  /** Absent: the user's default currency, which the response names. */
  targetCurrency: TCurrencyCode | undefined;
}

export function parseValuationFilters(params: URLSearchParams): ValuationFilters {
  const period = ZTrailingPeriod.safeParse(params.get('period'));
  const currency = ZCurrencyCode.safeParse(params.get('currency'));
  return {
    period: period.success ? period.data : DEFAULT_TRAILING_PERIOD,
    targetCurrency: currency.success ? currency.data : undefined,
  };
}

/** Replaces the valuation params of `current`, keeping any other param. */
export function withValuationFilters(current: URLSearchParams, filters: ValuationFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('period', filters.period);
  if (filters.targetCurrency) next.set('currency', filters.targetCurrency);
  else next.delete('currency');
  return next;
}

/** The filters as the query of a link to another brand valuation page, so it opens with the same ones. */
export function valuationFiltersToSearch(filters: ValuationFilters): Record<string, string> {
  return Object.fromEntries(withValuationFilters(new URLSearchParams(), filters));
}
