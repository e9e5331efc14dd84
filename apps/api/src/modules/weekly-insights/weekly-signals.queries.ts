// The reads of weekly insights besides the ledger pipeline: the ads reports' spend and units per
// product and day, review and rank snapshots, Sales and Traffic sessions, the seller's products and
// the last day with sales. Every statement starts from seller_id and a day range (each table's
// seller-and-day index), never from ledger_entries.
import {
  adAsinDaily,
  ledgerDailyRollups,
  productCategoryRanks,
  productReviewSnapshots,
  products,
  salesTrafficDaily,
  sql,
  type SQL,
} from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface WeeklyScope {
  sellerId: string;
  from: string;
  to: string;
  /** undefined: every marketplace. */
  marketplaceId: string | undefined;
}

const marketplaceIs = (column: SQL, scope: WeeklyScope) =>
  scope.marketplaceId === undefined ? sql`` : sql`and ${column} = ${scope.marketplaceId}`;

/** The last day before `before` with units sold on a product (a SKU's sales line). */
export async function findLastSalesDay(reader: DatabaseReader, sellerId: string, before: string) {
  const r = ledgerDailyRollups;
  const { rows } = await reader.execute<{ day: string }>(sql`
    select ${r.day}::text as day from ${r}
    where ${r.sellerId} = ${sellerId} and ${r.day} < ${before}::date
      and ${r.pnlLine} = 'fullPriceFulfilledProductSales' and ${r.sku} <> '' and ${r.quantity} <> 0
    order by ${r.day} desc limit 1`);
  return rows[0]?.day ?? null;
}

export interface CatalogProduct {
  marketplaceId: string;
  sku: string;
  asin: string | null;
  title: string | null;
  brand: string | null;
}

export async function findCatalogProducts(reader: DatabaseReader, sellerId: string): Promise<CatalogProduct[]> {
  const { rows } = await reader.execute<{
    marketplace_id: string;
    sku: string;
    asin: string | null;
    title: string | null;
    brand: string | null;
  }>(sql`
    select ${products.marketplaceId} as marketplace_id, ${products.sku} as sku, ${products.asin} as asin,
      ${products.title} as title, ${products.brand} as brand
    from ${products} where ${products.sellerId} = ${sellerId}`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    asin: row.asin,
    title: row.title,
    brand: row.brand,
  }));
}

export interface AdDay {
  day: string;
  marketplaceId: string;
  asin: string;
  sku: string;
  currency: string;
  spend: string;
  units: number;
}

/** The advertised product reports per day × marketplace × ASIN × SKU × currency. */
export async function findAdDays(reader: DatabaseReader, scope: WeeklyScope): Promise<AdDay[]> {
  const a = adAsinDaily;
  const { rows } = await reader.execute<{
    day: string;
    marketplace_id: string;
    asin: string;
    sku: string;
    currency: string;
    spend: string;
    units: string;
  }>(sql`
    select ${a.day}::text as day, ${a.marketplaceId} as marketplace_id, ${a.asin} as asin, ${a.sku} as sku,
      ${a.currency} as currency, sum(${a.spend})::text as spend, sum(${a.units})::text as units
    from ${a}
    where ${a.sellerId} = ${scope.sellerId} and ${a.day} between ${scope.from}::date and ${scope.to}::date
      ${marketplaceIs(sql`${a.marketplaceId}`, scope)}
    group by ${a.day}, ${a.marketplaceId}, ${a.asin}, ${a.sku}, ${a.currency}`);
  return rows.map((row) => ({
    day: row.day,
    marketplaceId: row.marketplace_id,
    asin: row.asin,
    sku: row.sku,
    currency: row.currency,
    spend: row.spend,
    units: Number(row.units),
  }));
}

export interface AsinSnapshot {
  marketplaceId: string;
  asin: string;
  day: string;
  value: number;
  /** The rating (reviews) or the category name (ranks). */
  detail: string | null;
}

/**
 * Snapshots of the window and the last one before it per ASIN (what a week shows is its latest
 * snapshot on or before its Sunday). `lookbackDays` bounds the search for that earlier one.
 */
async function findSnapshots(
  reader: DatabaseReader,
  table: { name: SQL; day: SQL; value: SQL; detail: SQL },
  scope: WeeklyScope,
  lookbackDays: number,
): Promise<AsinSnapshot[]> {
  const { rows } = await reader.execute<{
    marketplace_id: string;
    asin: string;
    day: string;
    value: number;
    detail: string | null;
  }>(sql`
    select distinct on (marketplace_id, asin, day) marketplace_id, asin, day, value, detail from (
      select s.marketplace_id, s.asin, ${table.day}::text as day, ${table.value} as value, ${table.detail} as detail,
        ${table.day} < ${scope.from}::date as is_before,
        row_number() over (partition by s.marketplace_id, s.asin, ${table.day} < ${scope.from}::date
          order by ${table.day} desc) as position
      from ${table.name} s
      where s.seller_id = ${scope.sellerId}
        and ${table.day} between ${scope.from}::date - ${lookbackDays}::int and ${scope.to}::date
        ${marketplaceIs(sql`s.marketplace_id`, scope)}
    ) x where not is_before or position = 1
    order by marketplace_id, asin, day`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    asin: row.asin,
    day: row.day,
    value: Number(row.value),
    detail: row.detail,
  }));
}

/** Ratings on the product page: the count and the average, per snapshot. */
export const findReviewSnapshots = (reader: DatabaseReader, scope: WeeklyScope) =>
  findSnapshots(
    reader,
    {
      name: sql`${productReviewSnapshots}`,
      day: sql`s.snapshot_date`,
      value: sql`s.rating_count`,
      detail: sql`s.average_rating::text`,
    },
    scope,
    400,
  );

/** Best seller rank in the main category, per day it was read. */
export const findRankSnapshots = (reader: DatabaseReader, scope: WeeklyScope) =>
  findSnapshots(
    reader,
    { name: sql`${productCategoryRanks}`, day: sql`s.day`, value: sql`s.rank`, detail: sql`s.category_name` },
    scope,
    31,
  );

export interface TrafficWeek {
  marketplaceId: string;
  sku: string;
  weekStart: string;
  sessions: number;
  unitsOrdered: number;
}

/** Sales and Traffic per SKU and ISO week (date_trunc('week') starts on Monday), account day totals left out. */
export async function findTrafficWeeks(reader: DatabaseReader, scope: WeeklyScope): Promise<TrafficWeek[]> {
  const t = salesTrafficDaily;
  const { rows } = await reader.execute<{
    marketplace_id: string;
    sku: string;
    week_start: string;
    sessions: string;
    units_ordered: string;
  }>(sql`
    select ${t.marketplaceId} as marketplace_id, ${t.sku} as sku,
      date_trunc('week', ${t.day})::date::text as week_start,
      sum(${t.sessions})::text as sessions, sum(${t.unitsOrdered})::text as units_ordered
    from ${t}
    where ${t.sellerId} = ${scope.sellerId} and ${t.day} between ${scope.from}::date and ${scope.to}::date
      and ${t.sku} <> '' ${marketplaceIs(sql`${t.marketplaceId}`, scope)}
    group by ${t.marketplaceId}, ${t.sku}, date_trunc('week', ${t.day})`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    weekStart: row.week_start,
    sessions: Number(row.sessions),
    unitsOrdered: Number(row.units_ordered),
  }));
}
