import {
  accountHealthSnapshots,
  and,
  customerStatsMonths,
  desc,
  eq,
  fxRates,
  gte,
  inArray,
  isNull,
  ledgerEntries,
  lte,
  productCategoryRanks,
  productReviewSnapshots,
  products,
  settlements,
  shopifyRevenueDays,
  sql,
  type Database,
} from '@brandlens/db';
import type { FxRate } from '@brandlens/reporting-core';

/** The seller's products: marketplace × SKU with ASIN and catalog brand key. */
export async function findProductBrands(db: Database, sellerId: string) {
  return db
    .select({ marketplaceId: products.marketplaceId, sku: products.sku, asin: products.asin, brand: products.brand })
    .from(products)
    .where(eq(products.sellerId, sellerId));
}

export interface RefundedUnits {
  day: string;
  marketplaceId: string;
  sku: string;
  units: number;
}

/**
 * Units refunded per day and marketplace × SKU between two days: the quantity
 * of the refunds' ItemPrice / Principal rows (a refund's shipping or gift wrap
 * rows repeat the quantity, so they are left out). A row's day is the one the
 * rollups use: its posted date, else its settlement's end date; the two
 * branches keep the seller and posted-date index usable.
 */
export async function findRefundedUnits(
  db: Database,
  sellerId: string,
  from: string,
  to: string,
): Promise<RefundedUnits[]> {
  const e = ledgerEntries;
  const principalRefund = and(
    eq(e.sellerId, sellerId),
    eq(e.pnlLine, 'productReturns'),
    eq(e.amountType, 'ItemPrice'),
    eq(e.amountDescription, 'Principal'),
  );
  const { rows } = await db.execute<{ day: string; marketplace_id: string; sku: string; units: string }>(sql`
    select day::text as day, marketplace_id, sku, sum(units)::text as units from (
      select ${e.postedDate} as day, coalesce(${e.marketplaceId}, '') as marketplace_id,
        coalesce(${e.sku}, '') as sku, abs(coalesce(${e.quantity}, 0)) as units
      from ${e}
      where ${principalRefund} and ${e.postedDate} between ${from}::date and ${to}::date
      union all
      select (${settlements.endDate} at time zone 'UTC')::date as day, coalesce(${e.marketplaceId}, '') as marketplace_id,
        coalesce(${e.sku}, '') as sku, abs(coalesce(${e.quantity}, 0)) as units
      from ${e} join ${settlements} on ${settlements.id} = ${e.settlementRef}
      where ${principalRefund} and ${isNull(e.postedDate)}
        and (${settlements.endDate} at time zone 'UTC')::date between ${from}::date and ${to}::date
    ) refunds
    group by day, marketplace_id, sku`);
  return rows.map((row) => ({
    day: row.day,
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    units: Number(row.units),
  }));
}

export interface ReviewSnapshot {
  marketplaceId: string;
  asin: string;
  snapshotDate: string;
  ratingCount: number;
  reviewCount: number;
  /** null without ratings. */
  averageRating: string | null;
  /** 1 and 2 star ratings. */
  negativeRatings: number;
}

/** Per marketplace × ASIN, the latest review snapshot on or before `asOf` (its counts are cumulative). */
export async function findReviewSnapshotsAsOf(db: Database, sellerId: string, asOf: string): Promise<ReviewSnapshot[]> {
  const r = productReviewSnapshots;
  const { rows } = await db.execute<{
    marketplace_id: string;
    asin: string;
    snapshot_date: string;
    rating_count: number;
    review_count: number;
    average_rating: string | null;
    negative_ratings: number;
  }>(sql`
    select distinct on (${r.marketplaceId}, ${r.asin}) ${r.marketplaceId} as marketplace_id, ${r.asin} as asin,
      ${r.snapshotDate}::text as snapshot_date, ${r.ratingCount} as rating_count, ${r.reviewCount} as review_count,
      ${r.averageRating}::text as average_rating, ${r.oneStar} + ${r.twoStar} as negative_ratings
    from ${r}
    where ${r.sellerId} = ${sellerId} and ${r.snapshotDate} <= ${asOf}::date
    order by ${r.marketplaceId}, ${r.asin}, ${r.snapshotDate} desc`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    asin: row.asin,
    snapshotDate: row.snapshot_date,
    ratingCount: Number(row.rating_count),
    reviewCount: Number(row.review_count),
    averageRating: row.average_rating,
    negativeRatings: Number(row.negative_ratings),
  }));
}

export interface RankSum {
  marketplaceId: string;
  asin: string;
  /** Σ top_percent over the days, exact decimal. */
  topPercentSum: string;
  days: number;
}

/** Per marketplace × ASIN, the daily top-% category ranks between two days, summed and counted. */
export async function findRankSums(db: Database, sellerId: string, from: string, to: string): Promise<RankSum[]> {
  const k = productCategoryRanks;
  const rows = await db
    .select({
      marketplaceId: k.marketplaceId,
      asin: k.asin,
      topPercentSum: sql<string>`sum(${k.topPercent})::text`,
      days: sql<string>`count(*)`,
    })
    .from(k)
    .where(and(eq(k.sellerId, sellerId), gte(k.day, from), lte(k.day, to)))
    .groupBy(k.marketplaceId, k.asin);
  return rows.map((row) => ({ ...row, days: Number(row.days) }));
}

/** The latest account health snapshot on or before `asOf`, or undefined. */
export async function findLatestAccountHealth(db: Database, sellerId: string, asOf: string) {
  const h = accountHealthSnapshots;
  const [row] = await db
    .select({
      snapshotDate: h.snapshotDate,
      orderDefectRate: h.orderDefectRate,
      policyViolations: h.policyViolations,
    })
    .from(h)
    .where(and(eq(h.sellerId, sellerId), lte(h.snapshotDate, asOf)))
    .orderBy(desc(h.snapshotDate))
    .limit(1);
  return row;
}

/** Customers and repeat customers per catalog brand key, summed over the months between two days. */
export async function findCustomerSums(db: Database, sellerId: string, from: string, to: string) {
  const c = customerStatsMonths;
  const rows = await db
    .select({
      brand: c.brand,
      customers: sql<string>`sum(${c.customers})`,
      repeatCustomers: sql<string>`sum(${c.repeatCustomers})`,
    })
    .from(c)
    .where(and(eq(c.sellerId, sellerId), gte(c.month, from), lte(c.month, to)))
    .groupBy(c.brand);
  return rows.map((row) => ({
    brand: row.brand,
    customers: Number(row.customers),
    repeatCustomers: Number(row.repeatCustomers),
  }));
}

/** Shopify net sales per catalog brand key, day and currency between two days. */
export async function findShopifyRevenue(db: Database, sellerId: string, from: string, to: string) {
  const s = shopifyRevenueDays;
  return db
    .select({
      brand: s.brand,
      day: sql<string>`${s.day}::text`,
      currency: s.currency,
      amount: sql<string>`sum(${s.amount})::text`,
    })
    .from(s)
    .where(and(eq(s.sellerId, sellerId), gte(s.day, from), lte(s.day, to)))
    .groupBy(s.brand, s.day, s.currency);
}

/** Dated FX rates of the currencies between two days. */
export async function findFxRates(
  db: Database,
  currencies: readonly string[],
  since: string,
  to: string,
): Promise<FxRate[]> {
  if (currencies.length === 0) return [];
  return db
    .select({
      rateDate: fxRates.rateDate,
      currency: fxRates.currency,
      ratePerEur: fxRates.ratePerEur,
      source: fxRates.source,
    })
    .from(fxRates)
    .where(and(inArray(fxRates.currency, [...currencies]), gte(fxRates.rateDate, since), lte(fxRates.rateDate, to)));
}
