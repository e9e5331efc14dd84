// The indicator sources outside the ledger (reviews, category ranks, account
// health, customer statistics, Shopify revenue), each read with one grouped
// query for the whole seller and summed per owner: the whole seller and every
// brand, through the brand context.
import {
  addDecimalStrings,
  convert,
  createRateTable,
  DEFAULT_MAX_RATE_AGE_DAYS,
  EUR,
  FxRateMissingError,
  isoDateOfDayNumber,
  isoDayNumber,
} from '@brandlens/reporting-core';
import { findRatesBetween } from '../fx/fx.queries.ts';
import { fxRateMissing } from '../profit-loss/profit-loss.errors.ts';
import { WHOLE_SELLER, productKey, type Owner } from './brand-ledger-groups.ts';
import type { BrandContext } from './brand-context.service.ts';
import {
  findCustomerSums,
  findLatestAccountHealth,
  findRankSums,
  findReviewSnapshotsAsOf,
  findShopifyRevenue,
  type ReviewSnapshot,
} from './brand-valuation.queries.ts';
import type { RankedListing } from './best-seller-rank-indicator.ts';
import {
  emptyReviewTotals,
  type AccountHealth,
  type CustomerTotals,
  type ReviewTotals,
} from './customer-satisfaction-indicators.ts';
import type { ShopifyTotals } from './shopify-revenue-indicator.ts';
import { multiply, positivePart, ratio } from './exact-ratio.ts';
import { isWithin, type ValuationWindows } from './valuation-windows.ts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

/** The owners a row counts for: the whole seller, and its brand when it has one. */
function ownersOf(brand: string | null): Owner[] {
  return brand === null ? [WHOLE_SELLER] : [WHOLE_SELLER, brand];
}

function totalsBy<T>(owners: readonly Owner[], empty: () => T): Map<Owner, T> {
  return new Map(owners.map((owner) => [owner, empty()]));
}

export function allOwners(context: BrandContext): Owner[] {
  return [WHOLE_SELLER, ...context.brands.map((brand) => brand.id)];
}

/**
 * Reviews per owner. All-time figures come from each listing's latest
 * snapshot up to today; the ratings received in the last 18 months are the
 * latest snapshot on or before the window's last day minus the latest one on
 * or before its first day (nothing before it: counted from zero).
 */
export async function loadReviewTotals(
  db: DatabaseReader,
  sellerId: string,
  context: BrandContext,
  windows: ValuationWindows,
  today: string,
): Promise<Map<Owner, ReviewTotals>> {
  const days = [today, windows.last18Months.to, windows.last18Months.from];
  const snapshots = await findReviewSnapshotsAsOf(db, sellerId, days);
  const [latest = [], windowEnd = [], windowStart = []] = days.map((day) => snapshots.get(day));
  const totals = totalsBy(allOwners(context), emptyReviewTotals);
  const owned = (snapshot: ReviewSnapshot) =>
    ownersOf(context.brandOfListing(snapshot.marketplaceId, snapshot.asin)).map(
      (owner) => totals.get(owner) as ReviewTotals,
    );
  const rated = new Set<string>();
  for (const snapshot of latest) {
    if (snapshot.ratingCount > 0) rated.add(snapshot.asin);
    for (const total of owned(snapshot)) {
      if (total.snapshotDate === null || snapshot.snapshotDate > total.snapshotDate) {
        total.snapshotDate = snapshot.snapshotDate;
      }
      total.ratingCount += snapshot.ratingCount;
      total.reviewCount += snapshot.reviewCount;
      if (snapshot.averageRating !== null && snapshot.ratingCount > 0) {
        total.weightedRatingSum = addDecimalStrings(
          total.weightedRatingSum,
          multiply(snapshot.averageRating, String(snapshot.ratingCount)),
        );
      }
    }
  }
  const baseline = new Map(
    windowStart.map((snapshot) => [productKey(snapshot.marketplaceId, snapshot.asin), snapshot]),
  );
  for (const snapshot of windowEnd) {
    const before = baseline.get(productKey(snapshot.marketplaceId, snapshot.asin));
    for (const total of owned(snapshot)) {
      total.ratingsLast18Months += snapshot.ratingCount - (before?.ratingCount ?? 0);
      total.negativeRatingsLast18Months += snapshot.negativeRatings - (before?.negativeRatings ?? 0);
    }
  }
  const countAsins = (total: ReviewTotals, asins: ReadonlySet<string>) => {
    total.asins = asins.size;
    total.asinsWithReviews = [...asins].filter((asin) => rated.has(asin)).length;
  };
  countAsins(totals.get(WHOLE_SELLER) as ReviewTotals, context.allAsins);
  for (const brand of context.brands) countAsins(totals.get(brand.id) as ReviewTotals, brand.asins);
  return totals;
}

/**
 * Category ranks of the last 30 days per owner: each listing's mean daily
 * top-% rank, weighted by its net sales of the same 30 days.
 */
export async function loadRankedListings(
  db: DatabaseReader,
  sellerId: string,
  context: BrandContext,
  windows: ValuationWindows,
  productNetSalesLast30Days: ReadonlyMap<string, string>,
): Promise<Map<Owner, RankedListing[]>> {
  const sums = await findRankSums(db, sellerId, windows.last30Days.from, windows.last30Days.to);
  const salesOfListing = new Map<string, string>();
  for (const [product, netSales] of productNetSalesLast30Days) {
    const [marketplaceId = '', sku = ''] = product.split('\t');
    const asin = context.asinOf(marketplaceId, sku);
    if (asin === null) continue;
    const listing = productKey(marketplaceId, asin);
    salesOfListing.set(listing, addDecimalStrings(salesOfListing.get(listing) ?? '0', netSales));
  }
  const listings = totalsBy<RankedListing[]>(allOwners(context), () => []);
  for (const sum of sums) {
    const listing: RankedListing = {
      // Means keep 8 places so that the weighted mean, rounded to 4, is exact for any realistic data.
      meanTopPercent: ratio(sum.topPercentSum, String(sum.days), 8) as string,
      weight: positivePart(salesOfListing.get(productKey(sum.marketplaceId, sum.asin)) ?? '0'),
    };
    for (const owner of ownersOf(context.brandOfListing(sum.marketplaceId, sum.asin))) {
      listings.get(owner)?.push(listing);
    }
  }
  return listings;
}

export async function loadAccountHealth(
  db: DatabaseReader,
  sellerId: string,
  today: string,
): Promise<AccountHealth | undefined> {
  return findLatestAccountHealth(db, sellerId, today);
}

/** Customers and repeat customers of the trailing 12 months per owner (catalog brand rows grouped by brand). */
export async function loadCustomerTotals(
  db: DatabaseReader,
  sellerId: string,
  context: BrandContext,
  windows: ValuationWindows,
): Promise<Map<Owner, CustomerTotals>> {
  const t12 = windows.trailing12Months;
  const rows = await findCustomerSums(db, sellerId, t12.from, t12.to);
  const totals = totalsBy<CustomerTotals>(allOwners(context), () => ({
    customers: 0,
    repeatCustomers: 0,
    hasRows: false,
  }));
  for (const row of rows) {
    for (const owner of ownersOf(row.brand === '' ? null : context.brandOfCatalogKey(row.brand))) {
      const total = totals.get(owner) as CustomerTotals;
      total.customers += row.customers;
      total.repeatCustomers += row.repeatCustomers;
      total.hasRows = true;
    }
  }
  return totals;
}

/**
 * Shopify net sales of the trailing 12 months and of the 12 before, per owner,
 * each day converted to the target currency with that day's rate.
 */
export async function loadShopifyTotals(
  db: DatabaseReader,
  sellerId: string,
  context: BrandContext,
  windows: ValuationWindows,
  currency: string,
): Promise<Map<Owner, ShopifyTotals>> {
  const from = windows.previous12Months.from;
  const to = windows.trailing12Months.to;
  const rows = await findShopifyRevenue(db, sellerId, from, to);
  const currencies = new Set([currency, ...rows.map((row) => row.currency)]);
  currencies.delete(EUR);
  const since = isoDateOfDayNumber(isoDayNumber(from) - DEFAULT_MAX_RATE_AGE_DAYS);
  const needsRates = rows.some((row) => row.currency !== currency);
  const rates = createRateTable(needsRates ? await findRatesBetween(db, [...currencies], since, to) : []);
  const totals = totalsBy<ShopifyTotals>(allOwners(context), () => ({
    current: '0',
    previous: '0',
    hasCurrentRows: false,
    hasPreviousRows: false,
  }));
  for (const row of rows) {
    let amount: string;
    try {
      amount = convert(row.amount, row.currency, currency, row.day, rates).amount;
    } catch (error) {
      if (error instanceof FxRateMissingError) throw fxRateMissing(error.currency, error.date);
      throw error;
    }
    const isCurrent = isWithin(row.day, windows.trailing12Months);
    for (const owner of ownersOf(row.brand === '' ? null : context.brandOfCatalogKey(row.brand))) {
      const total = totals.get(owner) as ShopifyTotals;
      if (isCurrent) {
        total.current = addDecimalStrings(total.current, amount);
        total.hasCurrentRows = true;
      } else {
        total.previous = addDecimalStrings(total.previous, amount);
        total.hasPreviousRows = true;
      }
    }
  }
  return totals;
}
