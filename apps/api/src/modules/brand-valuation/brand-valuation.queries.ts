import {
  accountHealthSnapshots,
  and,
  customerStatsMonths,
  desc,
  eq,
  gte,
  lte,
  productCategoryRanks,
  productReviewSnapshots,
  products,
  shopifyRevenueDays,
  sql,
} from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

/** The seller's products: marketplace × SKU with ASIN and catalog brand key. */
export async function findProductBrands(db: DatabaseReader, sellerId: string) {
  return db
    .select({ marketplaceId: products.marketplaceId, sku: products.sku, asin: products.asin, brand: products.brand })
    .from(products)
    .where(eq(products.sellerId, sellerId));
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

/**
 * Per marketplace × ASIN and per day of `asOf`, the latest review snapshot on or before that day
 * (its counts are cumulative): one probe of the primary key (seller, marketplace, ASIN, date) per
 * listing and day, the listings found by skipping through the same key, so the cost grows with
 * the listings, not with the days of snapshots kept.
 */
export async function findReviewSnapshotsAsOf(
  db: DatabaseReader,
  sellerId: string,
  asOf: readonly string[],
): Promise<Map<string, ReviewSnapshot[]>> {
  const r = productReviewSnapshots;
  const { rows } = await db.execute<{
    as_of: string;
    marketplace_id: string;
    asin: string;
    snapshot_date: string;
    rating_count: number;
    review_count: number;
    average_rating: string | null;
    negative_ratings: number;
  }>(sql`
    with recursive listing(marketplace_id, asin) as (
      (select ${r.marketplaceId}, ${r.asin} from ${r} where ${r.sellerId} = ${sellerId}
        order by ${r.marketplaceId}, ${r.asin} limit 1)
      union all
      select next.marketplace_id, next.asin from listing l cross join lateral (
        select ${r.marketplaceId} as marketplace_id, ${r.asin} as asin from ${r}
        where ${r.sellerId} = ${sellerId} and (${r.marketplaceId}, ${r.asin}) > (l.marketplace_id, l.asin)
        order by ${r.marketplaceId}, ${r.asin} limit 1) next
    )
    select d.as_of::text as as_of, l.marketplace_id, l.asin, s.snapshot_date, s.rating_count, s.review_count,
      s.average_rating, s.negative_ratings
    from listing l cross join unnest(${sql.param([...new Set(asOf)])}::date[]) d(as_of)
    cross join lateral (
      select ${r.snapshotDate}::text as snapshot_date, ${r.ratingCount} as rating_count,
        ${r.reviewCount} as review_count, ${r.averageRating}::text as average_rating,
        ${r.oneStar} + ${r.twoStar} as negative_ratings
      from ${r}
      where ${r.sellerId} = ${sellerId} and ${r.marketplaceId} = l.marketplace_id and ${r.asin} = l.asin
        and ${r.snapshotDate} <= d.as_of
      order by ${r.snapshotDate} desc limit 1) s`);
  const byDay = new Map<string, ReviewSnapshot[]>(asOf.map((day) => [day, []]));
  for (const row of rows) {
    byDay.get(row.as_of)?.push({
      marketplaceId: row.marketplace_id,
      asin: row.asin,
      snapshotDate: row.snapshot_date,
      ratingCount: Number(row.rating_count),
      reviewCount: Number(row.review_count),
      averageRating: row.average_rating,
      negativeRatings: Number(row.negative_ratings),
    });
  }
  return byDay;
}

export interface RankSum {
  marketplaceId: string;
  asin: string;
  /** Σ top_percent over the days, exact decimal. */
  topPercentSum: string;
  days: number;
}

/** Per marketplace × ASIN, the daily top-% category ranks between two days, summed and counted. */
export async function findRankSums(db: DatabaseReader, sellerId: string, from: string, to: string): Promise<RankSum[]> {
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
export async function findLatestAccountHealth(db: DatabaseReader, sellerId: string, asOf: string) {
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
export async function findCustomerSums(db: DatabaseReader, sellerId: string, from: string, to: string) {
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
export async function findShopifyRevenue(db: DatabaseReader, sellerId: string, from: string, to: string) {
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
