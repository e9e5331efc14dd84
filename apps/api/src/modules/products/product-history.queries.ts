// One product's daily facts besides the ledger: FBA stock, best seller rank, reviews and Sales and
// Traffic, each read by its primary key or (seller, day) index over the period's days.
import { fbaInventoryDaily, productCategoryRanks, productReviewSnapshots, salesTrafficDaily, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface ProductSpan {
  sellerId: string;
  marketplaceId: string;
  sku: string;
  asin: string | null;
  from: string;
  to: string;
}

export interface StockDay {
  day: string;
  fulfillable: number;
  inbound: number;
  reserved: number;
  unfulfillable: number;
}

export async function findStockDays(reader: DatabaseReader, span: ProductSpan): Promise<StockDay[]> {
  const f = fbaInventoryDaily;
  const { rows } = await reader.execute<{
    day: string;
    fulfillable: number;
    inbound: number;
    reserved: number;
    unfulfillable: number;
  }>(sql`
    select ${f.day}::text as day, ${f.fulfillable} as fulfillable,
      ${f.inboundWorking} + ${f.inboundShipped} + ${f.inboundReceiving} as inbound,
      ${f.reserved} as reserved, ${f.unfulfillable} as unfulfillable
    from ${f}
    where ${f.sellerId} = ${span.sellerId} and ${f.marketplaceId} = ${span.marketplaceId} and ${f.sku} = ${span.sku}
      and ${f.day} between ${span.from}::date and ${span.to}::date
    order by ${f.day}`);
  return rows.map((row) => ({
    day: row.day,
    fulfillable: Number(row.fulfillable),
    inbound: Number(row.inbound),
    reserved: Number(row.reserved),
    unfulfillable: Number(row.unfulfillable),
  }));
}

export interface RankDay {
  day: string;
  rank: number;
  category: string;
  topPercent: string;
}

export async function findRankDays(reader: DatabaseReader, span: ProductSpan): Promise<RankDay[]> {
  if (span.asin === null) return [];
  const r = productCategoryRanks;
  const { rows } = await reader.execute<{ day: string; rank: number; category: string; top_percent: string }>(sql`
    select ${r.day}::text as day, ${r.rank} as rank, ${r.categoryName} as category, ${r.topPercent}::text as top_percent
    from ${r}
    where ${r.sellerId} = ${span.sellerId} and ${r.marketplaceId} = ${span.marketplaceId} and ${r.asin} = ${span.asin}
      and ${r.day} between ${span.from}::date and ${span.to}::date
    order by ${r.day}`);
  return rows.map((row) => ({
    day: row.day,
    rank: Number(row.rank),
    category: row.category,
    topPercent: row.top_percent,
  }));
}

export interface ReviewsOnDay {
  day: string;
  averageRating: string | null;
  ratingCount: number;
  reviewCount: number;
}

/** The latest review snapshot on or before the period's end. */
export async function findLatestReviews(reader: DatabaseReader, span: ProductSpan): Promise<ReviewsOnDay | null> {
  if (span.asin === null) return null;
  const s = productReviewSnapshots;
  const { rows } = await reader.execute<{
    day: string;
    average_rating: string | null;
    rating_count: number;
    review_count: number;
  }>(sql`
    select ${s.snapshotDate}::text as day, ${s.averageRating}::text as average_rating,
      ${s.ratingCount} as rating_count, ${s.reviewCount} as review_count
    from ${s}
    where ${s.sellerId} = ${span.sellerId} and ${s.marketplaceId} = ${span.marketplaceId} and ${s.asin} = ${span.asin}
      and ${s.snapshotDate} <= ${span.to}::date
    order by ${s.snapshotDate} desc limit 1`);
  const row = rows[0];
  return row
    ? {
        day: row.day,
        averageRating: row.average_rating,
        ratingCount: Number(row.rating_count),
        reviewCount: Number(row.review_count),
      }
    : null;
}

export interface TrafficDay {
  day: string;
  sessions: number;
  pageViews: number;
  unitsOrdered: number;
}

/** The SKU's Sales and Traffic days (its child-ASIN rows; the account's '' rows are left out). */
export async function findTrafficDays(reader: DatabaseReader, span: ProductSpan): Promise<TrafficDay[]> {
  const t = salesTrafficDaily;
  const { rows } = await reader.execute<{ day: string; sessions: string; page_views: string; units: string }>(sql`
    select ${t.day}::text as day, sum(${t.sessions})::text as sessions, sum(${t.pageViews})::text as page_views,
      sum(${t.unitsOrdered})::text as units
    from ${t}
    where ${t.sellerId} = ${span.sellerId} and ${t.day} between ${span.from}::date and ${span.to}::date
      and ${t.marketplaceId} = ${span.marketplaceId} and ${t.sku} = ${span.sku}
    group by ${t.day} order by ${t.day}`);
  return rows.map((row) => ({
    day: row.day,
    sessions: Number(row.sessions),
    pageViews: Number(row.page_views),
    unitsOrdered: Number(row.units),
  }));
}
