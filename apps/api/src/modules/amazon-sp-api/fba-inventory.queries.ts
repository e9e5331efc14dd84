// FBA stock per seller × marketplace × SKU × day. A sync or a report of a day
// replaces that day's figures of the SKUs it names and leaves the others
// alone: a SKU that no longer appears keeps its history (and today's row, if
// an earlier run of the day saw it). The SKUs become catalog products too.
import { and, eq, fbaInventoryDaily, inArray, marketplaces, products, sql, type Database } from '@brandlens/db';
import type { FbaInventoryQuantities } from '@brandlens/reporting-core';

export interface FbaInventoryRecord extends FbaInventoryQuantities {
  sku: string;
  asin: string | null;
  fnsku: string | null;
  productName: string | null;
  condition: string | null;
}

export interface FbaInventoryTarget {
  sellerId: string;
  marketplaceId: string;
  /** The marketplace's local day (YYYY-MM-DD). */
  day: string;
  /** 'sp-api' (getInventorySummaries), 'report' (the FBA inventory report the sync fetched) or 'upload' (one a user uploaded). */
  source: 'sp-api' | 'report' | 'upload';
  /**
   * An uploaded report is the whole of the marketplace's stock that day: the day's rows of SKUs
   * it does not name go, so uploading the same day again replaces it. The sync leaves them alone.
   */
  isReplacingDay?: boolean;
}

const CHUNK = 1_000;

/** Today in each marketplace's own time zone (marketplaces.time_zone), as the order days are counted. */
export async function findMarketplaceDays(
  db: Database,
  marketplaceIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  if (marketplaceIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: marketplaces.id,
      day: sql<string>`((${now.toISOString()}::timestamptz) at time zone ${marketplaces.timeZone})::date::text`,
    })
    .from(marketplaces)
    .where(inArray(marketplaces.id, [...marketplaceIds]));
  return new Map(rows.map((row) => [row.id, row.day]));
}

/**
 * Stores the records as the target day's figures (a SKU named twice keeps its last record) and
 * adds the SKUs missing from products, filling an ASIN a product lacks. One transaction.
 */
export async function saveFbaInventoryRecords(
  db: Database,
  target: FbaInventoryTarget,
  records: readonly FbaInventoryRecord[],
): Promise<{ stored: number; newProducts: number }> {
  const bySku = new Map(records.map((record) => [record.sku, record]));
  const unique = [...bySku.values()];
  if (unique.length === 0 && !target.isReplacingDay) return { stored: 0, newProducts: 0 };
  return db.transaction(async (tx) => {
    if (target.isReplacingDay) {
      await tx
        .delete(fbaInventoryDaily)
        .where(
          and(
            eq(fbaInventoryDaily.sellerId, target.sellerId),
            eq(fbaInventoryDaily.marketplaceId, target.marketplaceId),
            eq(fbaInventoryDaily.day, target.day),
          ),
        );
    }
    let newProducts = 0;
    for (let start = 0; start < unique.length; start += CHUNK) {
      const chunk = unique.slice(start, start + CHUNK);
      await tx
        .insert(fbaInventoryDaily)
        .values(
          chunk.map((record) => ({
            ...record,
            sellerId: target.sellerId,
            marketplaceId: target.marketplaceId,
            day: target.day,
            source: target.source,
          })),
        )
        .onConflictDoUpdate({
          target: [
            fbaInventoryDaily.sellerId,
            fbaInventoryDaily.marketplaceId,
            fbaInventoryDaily.sku,
            fbaInventoryDaily.day,
          ],
          set: {
            asin: sql`excluded.asin`,
            fnsku: sql`excluded.fnsku`,
            productName: sql`excluded.product_name`,
            condition: sql`excluded.condition`,
            fulfillable: sql`excluded.fulfillable`,
            inboundWorking: sql`excluded.inbound_working`,
            inboundShipped: sql`excluded.inbound_shipped`,
            inboundReceiving: sql`excluded.inbound_receiving`,
            reserved: sql`excluded.reserved`,
            unfulfillable: sql`excluded.unfulfillable`,
            researching: sql`excluded.researching`,
            total: sql`excluded.total`,
            source: sql`excluded.source`,
            updatedAt: sql`now()`,
          },
        });
      const added = await tx
        .insert(products)
        .values(
          chunk.map((record) => ({
            sellerId: target.sellerId,
            marketplaceId: target.marketplaceId,
            sku: record.sku,
            asin: record.asin,
          })),
        )
        .onConflictDoUpdate({
          target: [products.sellerId, products.marketplaceId, products.sku],
          set: { asin: sql`excluded.asin` },
          // An ASIN the seller's catalog already has (from an upload or by hand) is kept.
          setWhere: sql`${products.asin} is null and excluded.asin is not null`,
        })
        .returning({ isNew: sql<boolean>`(xmax = 0)` });
      newProducts += added.filter((row) => row.isNew).length;
    }
    return { stored: unique.length, newProducts };
  });
}
