// The customer satisfaction indicators of one owner (the whole seller or a
// brand): rating, review volume, review quality and review quota from its review
// figures, order defect rate and policy violations from the seller's account
// health, and the repeat customer rate. Pure; docs/brand-valuation.md has every
// definition.
import type { TIndicatorResult, TScoreBasis } from '@brandlens/contracts';
import {
  isoDateOfDayNumber,
  isoDayNumber,
  type BrandScoreIndicator,
  type ResolvedPeriod,
} from '@brandlens/reporting-core';
import { AVERAGE_SCALE, ratio } from './exact-ratio.ts';
import { indicatorResult, span, type Measure } from './indicator-result.ts';
import type { ValuationWindows } from './valuation-windows.ts';

/** Review figures of one owner, from the latest snapshots and the 18-month window. */
export interface ReviewTotals {
  /** The latest snapshot day behind the all-time figures; null without snapshots. */
  snapshotDate: string | null;
  ratingCount: number;
  reviewCount: number;
  /** Σ average rating × rating count over the listings with ratings. */
  weightedRatingSum: string;
  ratingsLast18Months: number;
  negativeRatingsLast18Months: number;
  /** The owner's catalog ASINs, and those of them with at least one rating. */
  asins: number;
  asinsWithReviews: number;
}

export function emptyReviewTotals(): ReviewTotals {
  return {
    snapshotDate: null,
    ratingCount: 0,
    reviewCount: 0,
    weightedRatingSum: '0',
    ratingsLast18Months: 0,
    negativeRatingsLast18Months: 0,
    asins: 0,
    asinsWithReviews: 0,
  };
}

export function reviewIndicators(reviews: ReviewTotals, windows: ValuationWindows): TIndicatorResult[] {
  const noSnapshots = 'No review data: no review snapshot of these ASINs';
  const asOf = reviews.snapshotDate;
  const allTime = asOf === null ? null : { from: asOf, to: asOf };
  const measure = (indicator: BrandScoreIndicator, basis: TScoreBasis, window: ResolvedPeriod | null): Measure => ({
    indicator,
    basis,
    window,
    source: 'reviews',
  });
  if (asOf === null) {
    return [
      indicatorResult(measure('rating', 'allTime', null), { noData: noSnapshots }),
      indicatorResult(measure('reviewVolume', 'allTime', null), { noData: noSnapshots }),
      indicatorResult(measure('reviewQuality', 'last18Months', windows.last18Months), { noData: noSnapshots }),
      indicatorResult(measure('reviewQuota', 'allTime', null), { noData: noSnapshots }),
    ];
  }
  return [
    indicatorResult(
      measure('rating', 'allTime', allTime),
      reviews.ratingCount > 0
        ? { value: ratio(reviews.weightedRatingSum, String(reviews.ratingCount), AVERAGE_SCALE) as string }
        : { noData: 'No ratings yet' },
    ),
    indicatorResult(measure('reviewVolume', 'allTime', allTime), { value: String(reviews.ratingCount) }),
    indicatorResult(
      measure('reviewQuality', 'last18Months', windows.last18Months),
      reviews.ratingsLast18Months > 0
        ? { value: ratio(String(reviews.negativeRatingsLast18Months), String(reviews.ratingsLast18Months)) as string }
        : { noData: `No ratings received from ${span(windows.last18Months)}` },
    ),
    indicatorResult(
      measure('reviewQuota', 'allTime', allTime),
      reviews.asins > 0
        ? { value: ratio(String(reviews.asinsWithReviews), String(reviews.asins)) as string }
        : { noData: 'No product with an ASIN' },
    ),
  ];
}

export interface AccountHealth {
  snapshotDate: string;
  orderDefectRate: string;
  policyViolations: number;
}

/** Amazon measures the order defect rate over the 60 days up to the snapshot. */
export const ORDER_DEFECT_WINDOW_DAYS = 60;

export function accountHealthIndicators(health: AccountHealth | undefined): TIndicatorResult[] {
  const noData = { noData: 'No account health data: no account health snapshot for this seller' };
  const measure = (indicator: BrandScoreIndicator, window: ResolvedPeriod | null): Measure => ({
    indicator,
    basis: 'allTime',
    window,
    source: 'accountHealth',
  });
  if (!health) {
    return [
      indicatorResult(measure('policyViolations', null), noData),
      indicatorResult(measure('orderDefectRate', null), noData),
    ];
  }
  const day = health.snapshotDate;
  const defectWindow = {
    from: isoDateOfDayNumber(isoDayNumber(day) - (ORDER_DEFECT_WINDOW_DAYS - 1)),
    to: day,
  };
  return [
    indicatorResult(measure('policyViolations', { from: day, to: day }), { value: String(health.policyViolations) }),
    indicatorResult(measure('orderDefectRate', defectWindow), { value: health.orderDefectRate }),
  ];
}

export interface CustomerTotals {
  customers: number;
  repeatCustomers: number;
  /** Some customer statistics row of the owner falls in the window. */
  hasRows: boolean;
}

export function repeatCustomerIndicator(totals: CustomerTotals, windows: ValuationWindows): TIndicatorResult {
  const t12 = windows.trailing12Months;
  const measure: Measure = {
    indicator: 'repeatCustomerRate',
    basis: 'trailing12Months',
    window: t12,
    source: 'customers',
  };
  if (!totals.hasRows) return indicatorResult(measure, { noData: `No customer statistics from ${span(t12)}` });
  if (totals.customers <= 0) return indicatorResult(measure, { noData: `No customers from ${span(t12)}` });
  return indicatorResult(measure, { value: ratio(String(totals.repeatCustomers), String(totals.customers)) as string });
}
