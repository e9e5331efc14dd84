// The best seller rank indicator of one owner (the whole seller or a brand): its
// listings' mean category ranks of the last 30 days, weighted by their net sales.
// Pure; docs/brand-valuation.md has the definition.
import type { TIndicatorResult } from '@brandlens/contracts';
import { addDecimalStrings } from '@brandlens/reporting-core';
import { AVERAGE_SCALE, isPositive, multiply, ratio, share } from './exact-ratio.ts';
import { indicatorResult, span, type Measure } from './indicator-result.ts';
import type { ValuationWindows } from './valuation-windows.ts';

/** One ranked listing (marketplace × ASIN) of the last 30 days: its mean daily top-% rank and its sales weight. */
export interface RankedListing {
  meanTopPercent: string;
  /** Net sales of the last 30 days (positive part), in the target currency. */
  weight: string;
}

export function bestSellerRankIndicator(
  listings: readonly RankedListing[],
  windows: ValuationWindows,
): TIndicatorResult {
  const measure: Measure = {
    indicator: 'bestSellerRank',
    basis: 'last30Days',
    window: windows.last30Days,
    source: 'products',
  };
  if (listings.length === 0) {
    return indicatorResult(measure, { noData: `No category rank from ${span(windows.last30Days)}` });
  }
  let weights = '0';
  let weighted = '0';
  for (const listing of listings) {
    weights = addDecimalStrings(weights, listing.weight);
    weighted = addDecimalStrings(weighted, multiply(listing.meanTopPercent, listing.weight));
  }
  if (!isPositive(weights)) {
    // No sales behind any ranked listing: each counts the same.
    const sum = listings.reduce((total, listing) => addDecimalStrings(total, listing.meanTopPercent), '0');
    return indicatorResult(measure, { value: ratio(sum, String(listings.length), AVERAGE_SCALE) as string });
  }
  return indicatorResult(measure, { value: share('1', weighted, weights, AVERAGE_SCALE) });
}
