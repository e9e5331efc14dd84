// The seller's planning defaults and the SKUs' own lead times (docs/inventory.md), keyed by seller.
import { and, asc, eq, inventoryPlanningSettings, skuLeadTimes, sql, type Database } from '@brandlens/db';
import type { TInventoryPlanningSettings, TSkuLeadTimeInput } from '@brandlens/contracts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface SkuLeadTimeRow extends TSkuLeadTimeInput {
  sku: string;
  updatedAt: Date;
}

const settingsColumns = {
  productionDays: inventoryPlanningSettings.productionDays,
  transitDays: inventoryPlanningSettings.transitDays,
  checkInDays: inventoryPlanningSettings.checkInDays,
  safetyStockDays: inventoryPlanningSettings.safetyStockDays,
  orderCoverDays: inventoryPlanningSettings.orderCoverDays,
  velocityWindowDays: inventoryPlanningSettings.velocityWindowDays,
};

const leadTimeColumns = {
  sku: skuLeadTimes.sku,
  productionDays: skuLeadTimes.productionDays,
  transitDays: skuLeadTimes.transitDays,
  checkInDays: skuLeadTimes.checkInDays,
  safetyStockDays: skuLeadTimes.safetyStockDays,
  updatedAt: skuLeadTimes.updatedAt,
};

/** The seller's own settings; null when it has not set any. */
export async function findPlanningSettings(
  reader: DatabaseReader,
  sellerId: string,
): Promise<TInventoryPlanningSettings | null> {
  const rows = await reader
    .select(settingsColumns)
    .from(inventoryPlanningSettings)
    .where(eq(inventoryPlanningSettings.sellerId, sellerId));
  return rows[0] ?? null;
}

export async function findSkuLeadTimes(reader: DatabaseReader, sellerId: string): Promise<SkuLeadTimeRow[]> {
  return reader
    .select(leadTimeColumns)
    .from(skuLeadTimes)
    .where(eq(skuLeadTimes.sellerId, sellerId))
    .orderBy(asc(skuLeadTimes.sku));
}

export async function upsertPlanningSettings(
  db: Database,
  sellerId: string,
  settings: TInventoryPlanningSettings,
): Promise<void> {
  await db
    .insert(inventoryPlanningSettings)
    .values({ sellerId, ...settings })
    .onConflictDoUpdate({ target: inventoryPlanningSettings.sellerId, set: { ...settings, updatedAt: sql`now()` } });
}

export async function upsertSkuLeadTime(
  db: Database,
  sellerId: string,
  sku: string,
  legs: TSkuLeadTimeInput,
): Promise<SkuLeadTimeRow> {
  const [row] = await db
    .insert(skuLeadTimes)
    .values({ sellerId, sku, ...legs })
    .onConflictDoUpdate({ target: [skuLeadTimes.sellerId, skuLeadTimes.sku], set: { ...legs, updatedAt: sql`now()` } })
    .returning(leadTimeColumns);
  if (!row) throw new Error('The lead time upsert returned no row');
  return row;
}

export async function deleteSkuLeadTime(db: Database, sellerId: string, sku: string): Promise<void> {
  await db.delete(skuLeadTimes).where(and(eq(skuLeadTimes.sellerId, sellerId), eq(skuLeadTimes.sku, sku)));
}
