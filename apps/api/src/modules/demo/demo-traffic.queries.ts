// The demo seller's Sales and Traffic days, written in bulk as column arrays (as the demo stock
// is). sales_traffic_daily has no source column, so a day already there (a sync, an earlier
// run: the same figures, the generator being deterministic) is kept: running again changes nothing.
import { salesTrafficDaily, sql, type Database } from '@brandlens/db';
import type { DemoTrafficRow } from '@brandlens/db/demo';

const BATCH_ROWS = 20_000;

function insertBatch(sellerId: string, rows: readonly DemoTrafficRow[]) {
  const column = <T>(pick: (row: DemoTrafficRow) => T) => sql.param(rows.map(pick));
  return sql`insert into ${salesTrafficDaily} (seller_id, marketplace_id, day, asin, sku, parent_asin, units_ordered,
      total_order_items, ordered_product_sales, currency, sessions, page_views, buy_box_percentage,
      unit_session_percentage)
    select ${sellerId}::uuid, t.*
    from unnest(${column((row) => row.marketplaceId)}::text[], ${column((row) => row.day)}::date[],
      ${column((row) => row.asin)}::text[], ${column((row) => row.sku)}::text[],
      ${column((row) => row.parentAsin)}::text[], ${column((row) => row.unitsOrdered)}::int[],
      ${column((row) => row.totalOrderItems)}::int[], ${column((row) => row.orderedProductSales)}::numeric[],
      ${column((row) => row.currency)}::text[], ${column((row) => row.sessions)}::int[],
      ${column((row) => row.pageViews)}::int[], ${column((row) => row.buyBoxPercentage)}::numeric[],
      ${column((row) => row.unitSessionPercentage)}::numeric[]) as t
    on conflict do nothing`;
}

/** Stores the rows a day of the seller does not have yet; returns how many were stored. */
export async function insertDemoTraffic(
  db: Database,
  sellerId: string,
  rows: readonly DemoTrafficRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    let stored = 0;
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const result = await tx.execute(insertBatch(sellerId, rows.slice(start, start + BATCH_ROWS)));
      stored += result.rowCount ?? 0;
    }
    return stored;
  });
}
