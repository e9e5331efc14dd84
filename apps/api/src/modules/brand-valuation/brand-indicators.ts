// From the figures of one owner (the whole seller or a brand) to the indicator
// results of the contract: value (raw), bucket, basis with its dates, source,
// estimated flag, or why there is no data. Pure; docs/brand-valuation.md has
// every definition.
import type { TIndicatorResult, TIndicatorSource, TScoreBasis } from '@brandlens/contracts';
import {
  addDecimalStrings,
  indicatorValueProblem,
  isoDateOfDayNumber,
  isoDayNumber,
  scoreIndicator,
  toTableUnits,
  type BrandScoreIndicator,
  type ResolvedPeriod,
} from '@brandlens/reporting-core';
import type { LedgerFigures, OwnerLedger } from './brand-ledger.service.ts';
import { AVERAGE_SCALE, isPositive, multiply, ratio, share } from './exact-ratio.ts';
import type { ValuationWindows } from './valuation-windows.ts';

interface Measure {
  indicator: BrandScoreIndicator;
  basis: TScoreBasis;
  window: ResolvedPeriod | null;
  source: TIndicatorSource;
  estimated?: boolean;
}

type Outcome = { value: string } | { noData: string };

/**
 * One indicator result. A value the table cannot score (outside what the
 * indicator measures) is no data, with the reason; without a value nothing is
 * estimated.
 */
export function indicatorResult(measure: Measure, outcome: Outcome): TIndicatorResult {
  const base = {
    indicator: measure.indicator,
    basis: measure.basis,
    from: measure.window?.from ?? null,
    to: measure.window?.to ?? null,
    source: measure.source,
    estimated: measure.estimated ?? false,
  };
  if ('noData' in outcome) return { ...base, estimated: false, value: null, score: null, noData: outcome.noData };
  const tableValue = toTableUnits(measure.indicator, outcome.value);
  const problem = indicatorValueProblem(measure.indicator, tableValue);
  if (problem) return { ...base, estimated: false, value: null, score: null, noData: `No score: ${problem}` };
  return { ...base, value: outcome.value, score: scoreIndicator(measure.indicator, tableValue), noData: null };
}

const span = (window: ResolvedPeriod) => `${window.from} to ${window.to}`;
const isEstimated = (...figures: Array<{ status: string }>) => figures.some((figure) => figure.status === 'estimated');

/** A ledger ratio over net sales: no data without ledger rows or without positive net sales. */
function overNetSales(figures: LedgerFigures, window: ResolvedPeriod, numerator: string): Outcome {
  if (!figures.hasRows) return { noData: `No settlement data from ${span(window)}` };
  if (!isPositive(figures.netSales.amount)) return { noData: `No net sales from ${span(window)}` };
  return { value: ratio(numerator, figures.netSales.amount) as string };
}

export function ledgerIndicators(ledger: OwnerLedger, windows: ValuationWindows): TIndicatorResult[] {
  const yearly = ledger.figures.trailing12Months;
  const monthly = ledger.figures.lastMonth;
  const last30 = ledger.figures.last30Days;
  const t12 = windows.trailing12Months;
  const soldOutcome: Outcome =
    yearly.unitsSold > 0
      ? { value: ratio(String(yearly.unitsRefunded), String(yearly.unitsSold)) as string }
      : { noData: `No units sold from ${span(t12)}` };
  return [
    indicatorResult(
      { indicator: 'productComplexity', basis: 'trailing12Months', window: t12, source: 'products' },
      ledger.productsSold > 0 ? { value: String(ledger.productsSold) } : { noData: `No units sold from ${span(t12)}` },
    ),
    indicatorResult(
      {
        indicator: 'ebitdaYearly',
        basis: 'trailing12Months',
        window: t12,
        source: 'ledger',
        estimated: isEstimated(yearly.ebitda, yearly.netSales),
      },
      overNetSales(yearly, t12, yearly.ebitda.amount),
    ),
    indicatorResult(
      {
        indicator: 'ebitdaMonthly',
        basis: 'lastMonth',
        window: windows.lastMonth,
        source: 'ledger',
        estimated: isEstimated(monthly.ebitda, monthly.netSales),
      },
      overNetSales(monthly, windows.lastMonth, monthly.ebitda.amount),
    ),
    indicatorResult(
      {
        indicator: 'profitMargin',
        basis: 'trailing12Months',
        window: t12,
        source: 'ledger',
        estimated: isEstimated(yearly.contributionMargin3, yearly.netSales),
      },
      overNetSales(yearly, t12, yearly.contributionMargin3.amount),
    ),
    indicatorResult(
      { indicator: 'returnRate', basis: 'trailing12Months', window: t12, source: 'ledger', estimated: false },
      soldOutcome,
    ),
    indicatorResult(
      {
        indicator: 'tacos',
        basis: 'last30Days',
        window: windows.last30Days,
        source: 'ledger',
        estimated: isEstimated(last30.adExpenses, last30.netSales),
      },
      overNetSales(last30, windows.last30Days, last30.adExpenses.amount),
    ),
  ];
}

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

export interface ShopifyTotals {
  /** Net sales in the target currency, trailing 12 months and the 12 months before. */
  current: string;
  previous: string;
  hasCurrentRows: boolean;
  hasPreviousRows: boolean;
}

export function shopifyIndicator(totals: ShopifyTotals, windows: ValuationWindows): TIndicatorResult {
  const both = { from: windows.previous12Months.from, to: windows.trailing12Months.to };
  const measure: Measure = {
    indicator: 'shopifyRevenueYoY',
    basis: 'trailing12Months',
    window: both,
    source: 'shopify',
  };
  if (!totals.hasCurrentRows && !totals.hasPreviousRows) {
    return indicatorResult(measure, { noData: 'No Shopify revenue data' });
  }
  if (!isPositive(totals.previous)) {
    return indicatorResult(measure, {
      noData: `No Shopify revenue from ${span(windows.previous12Months)} to compare with`,
    });
  }
  const growth = ratio(addDecimalStrings(totals.current, `-${totals.previous}`), totals.previous) as string;
  return indicatorResult(measure, { value: growth });
}

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
