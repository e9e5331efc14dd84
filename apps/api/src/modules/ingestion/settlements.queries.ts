import { and, asc, desc, eq, marketplaces, settlements, type Database } from '@brandlens/db';

/** Each settlement Amazon paid out (not the estimates of the sync) with the sum, count and unmapped count of its stored rows, kept with it by the importer. */
export async function findSettlementsWithTotals(db: Database, sellerId: string) {
  return db
    .select({
      settlementId: settlements.settlementId,
      startDate: settlements.startDate,
      endDate: settlements.endDate,
      depositDate: settlements.depositDate,
      currency: settlements.currency,
      format: settlements.format,
      totalAmount: settlements.totalAmount,
      rowsTotal: settlements.rowsTotal,
      rowCount: settlements.rowCount,
      unmappedCount: settlements.unmappedCount,
      reconciliation: settlements.reconciliation,
    })
    .from(settlements)
    .where(and(eq(settlements.sellerId, sellerId), eq(settlements.kind, 'settlement')))
    .orderBy(desc(settlements.endDate), desc(settlements.settlementId));
}

export async function findMarketplaces(db: Database) {
  return db.select().from(marketplaces).orderBy(asc(marketplaces.region), asc(marketplaces.name));
}
