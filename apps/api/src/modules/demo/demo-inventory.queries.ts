// The demo seller's FBA stock history (source 'demo'), written in bulk. A run
// replaces the demo rows of an earlier one, so running it again changes
// nothing, and a day's figures that came from anywhere else (a sync, an
// upload) are kept over the demo's. The rows go in as column arrays through
// unnest, as the ledger writer does: a multi-row VALUES of 35 000 rows × 17
// columns took about 3.7 s on the embedded database (half of it building the
// parameters), the arrays about 1.4 s.
import { and, eq, fbaInventoryDaily, sql, type Database } from '@brandlens/db';
import type { DemoInventoryRow } from '@brandlens/db/demo';

/** Rows per statement: each batch is one INSERT of 16 arrays. */
const BATCH_ROWS = 20_000;

function insertBatch(sellerId: string, rows: readonly DemoInventoryRow[]) {
  const column = <T>(pick: (row: DemoInventoryRow) => T) => sql.param(rows.map(pick));
  return sql`insert into ${fbaInventoryDaily} (seller_id, source, marketplace_id, sku, day, asin, fnsku, product_name,
      condition, fulfillable, inbound_working, inbound_shipped, inbound_receiving, reserved, unfulfillable,
      researching, total)
    select ${sellerId}::uuid, 'demo', t.*
    from unnest(${column((row) => row.marketplaceId)}::text[], ${column((row) => row.sku)}::text[],
      ${column((row) => row.day)}::date[], ${column((row) => row.asin)}::text[], ${column((row) => row.fnsku)}::text[],
      ${column((row) => row.productName)}::text[], ${column((row) => row.condition)}::text[],
      ${column((row) => row.fulfillable)}::int[], ${column((row) => row.inboundWorking)}::int[],
      ${column((row) => row.inboundShipped)}::int[], ${column((row) => row.inboundReceiving)}::int[],
      ${column((row) => row.reserved)}::int[], ${column((row) => row.unfulfillable)}::int[],
      ${column((row) => row.researching)}::int[], ${column((row) => row.total)}::int[]) as t
    on conflict do nothing`;
}

/** Replaces the seller's demo stock rows with these; returns how many were stored. */
export async function replaceDemoInventory(
  db: Database,
  sellerId: string,
  rows: readonly DemoInventoryRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .delete(fbaInventoryDaily)
      .where(and(eq(fbaInventoryDaily.sellerId, sellerId), eq(fbaInventoryDaily.source, 'demo')));
    let stored = 0;
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const result = await tx.execute(insertBatch(sellerId, rows.slice(start, start + BATCH_ROWS)));
      stored += result.rowCount ?? 0;
    }
    return stored;
  });
}
