// The seller's settlements, through their seller-keyed indexes (the unique key, and the partial
// index of unreconciled ones that the portfolio counts).
import { and, asc, eq, settlements, sql, type Database } from '@brandlens/db';

/** Whether the seller has any settlement money (settlements paid out, or estimates of the sync). */
export async function hasSettlements(db: Database, sellerId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(settlements)
    .where(eq(settlements.sellerId, sellerId))
    .limit(1);
  return rows.length > 0;
}

/** Settlements stored as unreconciled: their rows do not sum to the total Amazon paid. */
export async function findUnreconciledSettlements(db: Database, sellerId: string) {
  const s = settlements;
  return db
    .select({
      settlementId: s.settlementId,
      currency: s.currency,
      totalAmount: sql<string>`${s.totalAmount}::text`,
      rowsTotal: sql<string>`${s.rowsTotal}::text`,
      difference: sql<string>`(${s.totalAmount} - ${s.rowsTotal})::text`,
      startDate: s.startDate,
      endDate: s.endDate,
      depositDate: s.depositDate,
      rowCount: s.rowCount,
    })
    .from(s)
    .where(and(eq(s.sellerId, sellerId), eq(s.reconciliation, 'unreconciled')))
    .orderBy(asc(s.endDate), asc(s.settlementId));
}
