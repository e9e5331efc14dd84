// The demo seller's FBA customer returns (source 'demo'), written in bulk as column arrays (as the
// demo stock is). A run replaces the demo rows of an earlier one, so running it again changes
// nothing, and a return a sync or an upload stored under the same key is kept over the demo's.
import { and, eq, fbaCustomerReturns, sql, type Database } from '@brandlens/db';
import type { DemoReturnRow } from '@brandlens/db/demo';

const BATCH_ROWS = 20_000;

function insertBatch(sellerId: string, rows: readonly DemoReturnRow[]) {
  const column = <T>(pick: (row: DemoReturnRow) => T) => sql.param(rows.map(pick));
  return sql`insert into ${fbaCustomerReturns} (seller_id, source, marketplace_id, order_id, sku, license_plate_number,
      returned_at, asin, fnsku, product_name, quantity, fulfillment_center_id, detailed_disposition, reason, status)
    select ${sellerId}::uuid, 'demo', t.*
    from unnest(${column((row) => row.marketplaceId)}::text[], ${column((row) => row.orderId)}::text[],
      ${column((row) => row.sku)}::text[], ${column((row) => row.licensePlateNumber)}::text[],
      ${column((row) => row.returnedAt)}::timestamptz[], ${column((row) => row.asin)}::text[],
      ${column((row) => row.fnsku)}::text[], ${column((row) => row.productName)}::text[],
      ${column((row) => row.quantity)}::int[], ${column((row) => row.fulfillmentCenterId)}::text[],
      ${column((row) => row.detailedDisposition)}::text[], ${column((row) => row.reason)}::text[],
      ${column((row) => row.status)}::text[]) as t
    on conflict do nothing`;
}

/** Replaces the seller's demo returns with these; returns how many were stored. */
export async function replaceDemoReturns(
  db: Database,
  sellerId: string,
  rows: readonly DemoReturnRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .delete(fbaCustomerReturns)
      .where(and(eq(fbaCustomerReturns.sellerId, sellerId), eq(fbaCustomerReturns.source, 'demo')));
    let stored = 0;
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const result = await tx.execute(insertBatch(sellerId, rows.slice(start, start + BATCH_ROWS)));
      stored += result.rowCount ?? 0;
    }
    return stored;
  });
}
