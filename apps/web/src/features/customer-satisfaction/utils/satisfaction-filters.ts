import { useSearchParams } from 'react-router';

// The section's filters live in the URL under their own names (cs-…), so they sit beside the
// Brand Valuation page's own period and currency without clashing.

export interface SatisfactionFilters {
  /** last-N-months, YYYY-MM or YYYY-MM..YYYY-MM. */
  period: string;
  marketplace: string | undefined;
  asin: string | undefined;
}

export const DEFAULT_SATISFACTION_PERIOD = 'last-12-months';

export const SATISFACTION_PERIOD_OPTIONS = [
  { value: 'last-3-months', label: 'Last 3 months' },
  { value: 'last-6-months', label: 'Last 6 months' },
  { value: 'last-12-months', label: 'Last 12 months' },
  { value: 'last-24-months', label: 'Last 24 months' },
] as const;

const PARAMS = { period: 'cs-period', marketplace: 'cs-marketplace', asin: 'cs-asin' } as const;

export function parseSatisfactionFilters(params: URLSearchParams): SatisfactionFilters {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return {
    period: text(PARAMS.period) ?? DEFAULT_SATISFACTION_PERIOD,
    marketplace: text(PARAMS.marketplace),
    asin: text(PARAMS.asin),
  };
}

export function withSatisfactionFilters(params: URLSearchParams, filters: SatisfactionFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined, fallback?: string) => {
    if (value === undefined || value === fallback) next.delete(name);
    else next.set(name, value);
  };
  set(PARAMS.period, filters.period, DEFAULT_SATISFACTION_PERIOD);
  set(PARAMS.marketplace, filters.marketplace);
  set(PARAMS.asin, filters.asin);
  return next;
}

export function useSatisfactionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseSatisfactionFilters(searchParams);
  const setFilters = (patch: Partial<SatisfactionFilters>) =>
    setSearchParams((current) => withSatisfactionFilters(current, { ...parseSatisfactionFilters(current), ...patch }), {
      replace: true,
    });
  return { filters, setFilters };
}
