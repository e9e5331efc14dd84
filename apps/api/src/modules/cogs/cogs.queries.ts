import { and, asc, costOfGoods, eq, inArray, ledgerDailyRollups, sql, type Database } from '@brandlens/db';
import type { TPnlLine } from '@brandlens/reporting-core';
import type { CogsEntry } from './cogs-rows.ts';

const CHUNK = 1_000;
/** Units sold are the quantities on full-price product sales rows (ItemPrice / Principal on orders). */
const UNITS_SOLD_LINE: TPnlLine = 'fullPriceFulfilledProductSales';

/**
 * Adds or replaces costs by (seller, sku, validFrom), all in one transaction.
 * Rows whose cost and currency are already stored are left alone and counted
 * as unchanged, so sending the same rows twice changes nothing.
 */
export async function upsertCostOfGoods(db: Database, sellerId: string, entries: readonly CogsEntry[]) {
  return db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    for (let start = 0; start < entries.length; start += CHUNK) {
      const rows = await tx
        .insert(costOfGoods)
        .values(entries.slice(start, start + CHUNK).map((entry) => ({ ...entry, sellerId })))
        .onConflictDoUpdate({
          target: [costOfGoods.sellerId, costOfGoods.sku, costOfGoods.validFrom],
          set: { unitLandedCost: sql`excluded.unit_landed_cost`, currency: sql`excluded.currency` },
          setWhere: sql`${costOfGoods.unitLandedCost} <> excluded.unit_landed_cost or ${costOfGoods.currency} <> excluded.currency`,
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of rows) {
        if (row.inserted) created += 1;
        else updated += 1;
      }
    }
    return { created, updated, unchanged: entries.length - created - updated };
  });
}

export async function findCostOfGoods(db: Database, sellerId: string) {
  return db
    .select({
      sku: costOfGoods.sku,
      unitLandedCost: costOfGoods.unitLandedCost,
      currency: costOfGoods.currency,
      validFrom: costOfGoods.validFrom,
    })
    .from(costOfGoods)
    .where(eq(costOfGoods.sellerId, sellerId))
    .orderBy(asc(costOfGoods.sku), asc(costOfGoods.validFrom));
}

/**
 * Units sold per seller and SKU, and how many of them have a cost valid on
 * their sale day (some cost of that SKU with validFrom on or before it). Read
 * from the SKU-level daily rollups, not the ledger, so the cost grows with days
 * and SKUs rather than orders; a day is the one the P&L's landed cost uses (the
 * posted date, else the settlement's end). Units without a SKU have no cost.
 */
export async function findUnitsWithCostBySku(db: Database, sellerIds: readonly string[]) {
  if (sellerIds.length === 0) return [];
  const r = ledgerDailyRollups;
  const hasCost = sql`exists (
    select 1 from ${costOfGoods}
    where ${costOfGoods.sellerId} = ${r.sellerId}
      and ${costOfGoods.sku} = ${r.sku}
      and ${costOfGoods.validFrom} <= ${r.day})`;
  const rows = await db
    .select({
      sellerId: r.sellerId,
      sku: sql<string | null>`nullif(${r.sku}, '')`,
      units: sql<string>`coalesce(sum(${r.quantity}), 0)::bigint`,
      unitsWithCost: sql<string>`coalesce(sum(${r.quantity}) filter (where ${hasCost}), 0)::bigint`,
    })
    .from(r)
    .where(and(inArray(r.sellerId, [...sellerIds]), eq(r.pnlLine, UNITS_SOLD_LINE)))
    .groupBy(r.sellerId, r.sku);
  return rows
    .map((row) => ({ ...row, units: Number(row.units), unitsWithCost: Number(row.unitsWithCost) }))
    .filter((row) => row.units !== 0 || row.unitsWithCost !== 0);
}
