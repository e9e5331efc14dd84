import {
  and,
  desc,
  eq,
  imports,
  inArray,
  max,
  sellerConnections,
  settlements,
  spApiSyncSteps,
  type Database,
} from '@brandlens/db';

const SP_API_PROVIDERS = ['autopilot_spapi_basic', 'autopilot_spapi_ops'];

/** The seller's Seller Central connection (active or not), without its token. */
export async function findSpApiConnectionState(db: Database, sellerId: string) {
  const [row] = await db
    .select({
      status: sellerConnections.status,
      lastSyncedAt: sellerConnections.lastSyncedAt,
      lastError: sellerConnections.lastError,
      reauthorizationRequiredAt: sellerConnections.reauthorizationRequiredAt,
      backfillStartedAt: sellerConnections.backfillStartedAt,
      backfillCompletedAt: sellerConnections.backfillCompletedAt,
    })
    .from(sellerConnections)
    .where(and(eq(sellerConnections.sellerId, sellerId), inArray(sellerConnections.provider, SP_API_PROVIDERS)))
    .orderBy(desc(sellerConnections.authorizedAt))
    .limit(1);
  return row;
}

/**
 * How fresh the seller's figures are: the end day of the latest settlement paid out, how far the
 * sync of unsettled money and orders reaches, and when an import last ended. Each from a seller-keyed
 * index (settlements' unique key, the steps' primary key, imports_seller_idx), never the ledger.
 */
export async function findDataFreshness(db: Database, sellerId: string) {
  const [settled] = await db
    .select({ endDate: max(settlements.endDate) })
    .from(settlements)
    .where(and(eq(settlements.sellerId, sellerId), eq(settlements.kind, 'settlement')));
  const [estimated] = await db
    .select({ through: max(spApiSyncSteps.dataThrough) })
    .from(spApiSyncSteps)
    .where(and(eq(spApiSyncSteps.sellerId, sellerId), inArray(spApiSyncSteps.step, ['finances', 'orders'])));
  const [imported] = await db
    .select({ finishedAt: imports.finishedAt })
    .from(imports)
    .where(and(eq(imports.sellerId, sellerId), eq(imports.status, 'succeeded')))
    .orderBy(desc(imports.createdAt))
    .limit(1);
  return {
    settledThrough: settled?.endDate ?? null,
    estimatedThrough: estimated?.through ?? null,
    lastImportAt: imported?.finishedAt ?? null,
  };
}
