import type { TIndicatorResult, TIndicatorSource, TScoreBasis } from '@brandlens/contracts';
import { formatDate } from '../../../lib/format/format-date-time';

// The basis and period of an indicator in words, so every value says what it covers.

export const BASIS_LABELS: Record<TScoreBasis, string> = {
  trailing12Months: 'Trailing 12 months',
  lastMonth: 'Last complete month',
  last30Days: 'Last 30 days',
  last18Months: 'Last 18 months',
  allTime: 'All time',
};

export const SOURCE_LABELS: Record<TIndicatorSource, string> = {
  ledger: 'Settlements',
  products: 'Products',
  reviews: 'Reviews',
  accountHealth: 'Account health',
  customers: 'Customer statistics',
  shopify: 'Shopify',
};

/** '1 Jun 2024 – 31 May 2025', 'up to 31 May 2025', or '' when the data has no dates. */
export function describeDates(from: string | null, to: string | null): string {
  if (from && to) return from === to ? formatDate(to) : `${formatDate(from)} – ${formatDate(to)}`;
  if (to) return `up to ${formatDate(to)}`;
  if (from) return `from ${formatDate(from)}`;
  return '';
}

/** 'Trailing 12 months · 1 Jun 2024 – 31 May 2025'. */
export function describeBasis(result: Pick<TIndicatorResult, 'basis' | 'from' | 'to'>): string {
  const dates = describeDates(result.from, result.to);
  return dates ? `${BASIS_LABELS[result.basis]} · ${dates}` : BASIS_LABELS[result.basis];
}
