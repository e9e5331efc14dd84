// What the finances step reads before it asks Amazon for events: the
// settlements the seller has (a group with its settlement stored is final
// money, never estimated) and the estimate batches it wrote before.
import { and, eq, gte, marketplaces, max, settlements, type Database } from '@brandlens/db';

/** The start of the seller's latest settlement in each currency (estimates begin after them). */
export async function findLatestSettlementStarts(db: Database, sellerId: string): Promise<Date[]> {
  const rows = await db
    .select({ currency: settlements.currency, start: max(settlements.startDate) })
    .from(settlements)
    .where(and(eq(settlements.sellerId, sellerId), eq(settlements.kind, 'settlement')))
    .groupBy(settlements.currency);
  return rows.flatMap((row) => (row.start ? [row.start] : []));
}

/** The seller's settlements that started at or after `since`: currency and start. */
export async function findSettlementStartsSince(db: Database, sellerId: string, since: Date) {
  return db
    .select({ currency: settlements.currency, startDate: settlements.startDate })
    .from(settlements)
    .where(
      and(eq(settlements.sellerId, sellerId), eq(settlements.kind, 'settlement'), gte(settlements.startDate, since)),
    );
}

/** The seller's batches of Finances API estimates: settlement id → start (its group's start). */
export async function findFinancesEstimates(db: Database, sellerId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ settlementId: settlements.settlementId, startDate: settlements.startDate })
    .from(settlements)
    .where(and(eq(settlements.sellerId, sellerId), eq(settlements.kind, 'finances_estimate')));
  return new Map(rows.map((row) => [row.settlementId, row.startDate]));
}

/** Every marketplace id the ledger may name. */
export async function findMarketplaceIds(db: Database): Promise<Set<string>> {
  const rows = await db.select({ id: marketplaces.id }).from(marketplaces);
  return new Set(rows.map((row) => row.id));
}
