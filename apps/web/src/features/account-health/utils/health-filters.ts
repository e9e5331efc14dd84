// The account health page's state in the URL: the money at risk's currency, the marketplace shown,
// the trend's metric and months.
import {
  ZAccountHealthMetricKey,
  ZCurrencyCode,
  type TAccountHealthMetricKey,
  type TCurrencyCode,
} from '@brandlens/contracts';

export const TREND_MONTHS = [3, 6, 12, 24] as const;

export interface HealthFilters {
  currency: TCurrencyCode | undefined;
  marketplace: string | undefined;
  metric: TAccountHealthMetricKey;
  months: number;
}

export function parseHealthFilters(params: URLSearchParams): HealthFilters {
  const currency = ZCurrencyCode.safeParse(params.get('targetCurrency'));
  const metric = ZAccountHealthMetricKey.safeParse(params.get('metric'));
  const months = Number(params.get('months'));
  return {
    currency: currency.success ? currency.data : undefined,
    marketplace: params.get('marketplace') || undefined,
    metric: metric.success ? metric.data : 'orderDefectRate',
    months: (TREND_MONTHS as readonly number[]).includes(months) ? months : 12,
  };
}

export function withHealthFilters(params: URLSearchParams, filters: HealthFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  set('targetCurrency', filters.currency);
  set('marketplace', filters.marketplace);
  set('metric', filters.metric === 'orderDefectRate' ? undefined : filters.metric);
  set('months', filters.months === 12 ? undefined : String(filters.months));
  return next;
}
