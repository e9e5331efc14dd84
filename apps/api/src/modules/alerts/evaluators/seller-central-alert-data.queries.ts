// The Seller Central reports the health and Buy Box alerts read: account_health_reports by its
// primary key (seller, marketplace, day) and sales_traffic_daily by its (seller_id, day) index.
import { accountHealthReports, eq, salesTrafficDaily, sql, type Database } from '@brandlens/db';
import type { DayWindow } from './alert-windows.ts';

export async function hasAccountHealthReports(db: Database, sellerId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(accountHealthReports)
    .where(eq(accountHealthReports.sellerId, sellerId))
    .limit(1);
  return rows.length > 0;
}

/** Each marketplace's latest account health report; rates are fractions as decimal strings. */
export async function findLatestAccountHealth(db: Database, sellerId: string) {
  const h = accountHealthReports;
  const { rows } = await db.execute<{
    marketplace_id: string;
    day: string;
    health_rating: number | null;
    health_status: string | null;
    order_defect_rate: string | null;
    late_shipment_rate: string | null;
    pre_fulfillment_cancellation_rate: string | null;
    valid_tracking_rate: string | null;
  }>(sql`
    select distinct on (${h.marketplaceId}) ${h.marketplaceId} as marketplace_id, ${h.day}::text as day,
      ${h.healthRating} as health_rating, ${h.healthStatus} as health_status,
      ${h.orderDefectRate}::text as order_defect_rate, ${h.lateShipmentRate}::text as late_shipment_rate,
      ${h.preFulfillmentCancellationRate}::text as pre_fulfillment_cancellation_rate,
      ${h.validTrackingRate}::text as valid_tracking_rate
    from ${h} where ${h.sellerId} = ${sellerId}
    order by ${h.marketplaceId}, ${h.day} desc`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    day: row.day,
    healthRating: row.health_rating === null ? null : Number(row.health_rating),
    healthStatus: row.health_status,
    rates: {
      orderDefectRate: row.order_defect_rate,
      lateShipmentRate: row.late_shipment_rate,
      preFulfillmentCancellationRate: row.pre_fulfillment_cancellation_rate,
      validTrackingRate: row.valid_tracking_rate,
    },
  }));
}

export async function hasSalesTraffic(db: Database, sellerId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(salesTrafficDaily)
    .where(eq(salesTrafficDaily.sellerId, sellerId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Per child ASIN × marketplace over the window: sessions of the days with a Buy Box percentage,
 * and the Buy Box percentage weighted by those sessions (two decimals); ASINs without such
 * sessions are left out. The account's day totals (asin '') are not an ASIN.
 */
export async function findBuyBoxShares(db: Database, sellerId: string, window: DayWindow) {
  const s = salesTrafficDaily;
  const hasShare = sql`${s.buyBoxPercentage} is not null`;
  const { rows } = await db.execute<{
    marketplace_id: string;
    asin: string;
    parent_asin: string | null;
    skus: string[] | null;
    sessions: string;
    buy_box_percent: string;
  }>(sql`
    select ${s.marketplaceId} as marketplace_id, ${s.asin} as asin, max(${s.parentAsin}) as parent_asin,
      array_agg(distinct ${s.sku}) filter (where ${s.sku} <> '') as skus,
      sum(${s.sessions}) filter (where ${hasShare}) as sessions,
      round(sum(${s.buyBoxPercentage} * ${s.sessions}) filter (where ${hasShare})
        / sum(${s.sessions}) filter (where ${hasShare}), 2)::text as buy_box_percent
    from ${s}
    where ${s.sellerId} = ${sellerId} and ${s.day} between ${window.from}::date and ${window.to}::date
      and ${s.asin} <> ''
    group by 1, 2
    having coalesce(sum(${s.sessions}) filter (where ${hasShare}), 0) > 0
    order by 1, 2`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    asin: row.asin,
    parentAsin: row.parent_asin,
    skus: row.skus ?? [],
    sessions: Number(row.sessions),
    buyBoxPercent: row.buy_box_percent,
  }));
}
