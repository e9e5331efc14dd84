// One brand's customer satisfaction: review, account health and repeat customer indicators, with
// the figures behind them (docs/brand-valuation.md).
import type { TCustomerSatisfaction, TIndicatorResult } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { ownerOf, refOf } from './brand-answers.ts';
import { BRAND_VALUATION_DEADLINE, loadBrandContext, selectBrand } from './brand-context.service.ts';
import {
  accountHealthIndicators,
  repeatCustomerIndicator,
  reviewIndicators,
  type CustomerTotals,
  type ReviewTotals,
} from './customer-satisfaction-indicators.ts';
import { loadAccountHealth, loadCustomerTotals, loadReviewTotals } from './brand-sources.service.ts';
import { valuationWindows } from './valuation-windows.ts';

const SATISFACTION_INDICATORS = [
  'rating',
  'reviewVolume',
  'reviewQuality',
  'reviewQuota',
  'orderDefectRate',
  'policyViolations',
  'repeatCustomerRate',
] as const;

export async function getCustomerSatisfaction(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  brandName: string,
  today = todayUtc(),
): Promise<TCustomerSatisfaction> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const context = await loadBrandContext(db, seller.id);
  const selection = selectBrand(context, brandName);
  const owner = ownerOf(selection);
  const windows = valuationWindows(today);
  const { reviewTotals, health, customerTotals } = await withReadDeadline(
    db,
    BRAND_VALUATION_DEADLINE,
    async (reader) => ({
      reviewTotals: await loadReviewTotals(reader, seller.id, context, windows, today),
      health: await loadAccountHealth(reader, seller.id, today),
      customerTotals: await loadCustomerTotals(reader, seller.id, context, windows),
    }),
  );
  const reviews = reviewTotals.get(owner) as ReviewTotals;
  const customers = customerTotals.get(owner) as CustomerTotals;
  const results = [
    ...reviewIndicators(reviews, windows),
    ...accountHealthIndicators(health),
    repeatCustomerIndicator(customers, windows),
  ];
  const byName = new Map(results.map((result) => [result.indicator, result]));
  return {
    sellerId: seller.id,
    brand: refOf(selection),
    indicators: SATISFACTION_INDICATORS.map((indicator) => byName.get(indicator) as TIndicatorResult),
    reviews:
      reviews.snapshotDate === null
        ? null
        : {
            snapshotDate: reviews.snapshotDate,
            ratingCount: reviews.ratingCount,
            reviewCount: reviews.reviewCount,
            ratingsLast18Months: reviews.ratingsLast18Months,
            negativeRatingsLast18Months: reviews.negativeRatingsLast18Months,
            activeAsins: reviews.asins,
            asinsWithReviews: reviews.asinsWithReviews,
          },
    accountHealth: health
      ? {
          snapshotDate: health.snapshotDate,
          orderDefectRate: health.orderDefectRate,
          policyViolations: health.policyViolations,
        }
      : null,
    customers: customers.hasRows
      ? {
          from: windows.trailing12Months.from,
          to: windows.trailing12Months.to,
          customers: customers.customers,
          repeatCustomers: customers.repeatCustomers,
        }
      : null,
  };
}
