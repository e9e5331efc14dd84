// Whether the inventory alerts have anything to read, through fba_inventory_daily's
// (seller_id, day) index; the figures themselves come from the stock recommendations service.
import { eq, fbaInventoryDaily, sql, type Database } from '@brandlens/db';

/** Whether the seller has any stock figures (a sync or an uploaded FBA inventory report). */
export async function hasInventoryRows(db: Database, sellerId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(fbaInventoryDaily)
    .where(eq(fbaInventoryDaily.sellerId, sellerId))
    .limit(1);
  return rows.length > 0;
}
