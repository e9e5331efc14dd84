import { asc, desc, eq, ledgerEntries, marketplaces, settlements, sql, type Database } from '@brandlens/db';

/** Each settlement with the sum and count of its stored rows; sums are computed in SQL on numeric, never float. */
export async function findSettlementsWithTotals(db: Database, sellerId: string) {
  const totals = db
    .select({
      settlementRef: ledgerEntries.settlementRef,
      rowsTotal: sql<string>`sum(${ledgerEntries.amount})`.as('stored_total'),
      rowCount: sql<number>`count(*)::int`.as('stored_rows'),
      unmappedCount: sql<number>`(count(*) filter (where ${ledgerEntries.pnlLine} = 'unmapped'))::int`.as(
        'unmapped_count',
      ),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sellerId, sellerId))
    .groupBy(ledgerEntries.settlementRef)
    .as('totals');
  return db
    .select({
      settlementId: settlements.settlementId,
      startDate: settlements.startDate,
      endDate: settlements.endDate,
      depositDate: settlements.depositDate,
      currency: settlements.currency,
      format: settlements.format,
      totalAmount: settlements.totalAmount,
      rowsTotal: sql<string>`coalesce(${totals.rowsTotal}, 0)::text`,
      rowCount: sql<number>`coalesce(${totals.rowCount}, 0)`,
      unmappedCount: sql<number>`coalesce(${totals.unmappedCount}, 0)`,
    })
    .from(settlements)
    .leftJoin(totals, eq(totals.settlementRef, settlements.id))
    .where(eq(settlements.sellerId, sellerId))
    .orderBy(desc(settlements.endDate), desc(settlements.settlementId));
}

export async function findMarketplaces(db: Database) {
  return db.select().from(marketplaces).orderBy(asc(marketplaces.region), asc(marketplaces.name));
}
