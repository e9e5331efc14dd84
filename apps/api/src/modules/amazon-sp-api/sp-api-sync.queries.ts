import { and, desc, eq, imports, inArray, sellerConnections, sql, type Database } from '@brandlens/db';
import {
  CONNECTION_CREDENTIAL_COLUMNS,
  findSellersWithWorkingConnection,
} from '../connections/working-connections.queries.ts';

const SP_API_PROVIDERS = ['autopilot_spapi_basic', 'autopilot_spapi_ops'];

/** The seller's active Seller Central connection, with its sealed refresh token (never to leave the worker). */
export async function findActiveSpApiConnection(db: Database, sellerId: string) {
  const [row] = await db
    .select({
      ...CONNECTION_CREDENTIAL_COLUMNS,
      marketplaceIds: sellerConnections.marketplaceIds,
      backfillStartedAt: sellerConnections.backfillStartedAt,
      backfillCompletedAt: sellerConnections.backfillCompletedAt,
    })
    .from(sellerConnections)
    .where(
      and(
        eq(sellerConnections.sellerId, sellerId),
        inArray(sellerConnections.provider, SP_API_PROVIDERS),
        eq(sellerConnections.status, 'active'),
      ),
    )
    .orderBy(desc(sellerConnections.authorizedAt))
    .limit(1);
  return row;
}

export async function recordSyncSuccess(db: Database, connectionId: string): Promise<void> {
  await db
    .update(sellerConnections)
    .set({ lastSyncedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(eq(sellerConnections.id, connectionId));
}

export async function recordSyncError(db: Database, connectionId: string, message: string): Promise<void> {
  await db
    .update(sellerConnections)
    .set({ lastError: message.slice(0, 500), updatedAt: sql`now()` })
    .where(eq(sellerConnections.id, connectionId));
}

/** Only a new authorisation clears this (saveConnection). */
export async function recordAuthorisationLost(db: Database, connectionId: string, message: string): Promise<void> {
  await db
    .update(sellerConnections)
    .set({ lastError: message, reauthorizationRequiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(sellerConnections.id, connectionId));
}

/** Of these import file names, those the seller has imported or is importing (a failed one is tried again). */
export async function findTakenImportFileNames(
  db: Database,
  sellerId: string,
  fileNames: string[],
): Promise<Set<string>> {
  if (fileNames.length === 0) return new Set();
  const rows = await db
    .select({ fileName: imports.fileName })
    .from(imports)
    .where(
      and(
        eq(imports.sellerId, sellerId),
        inArray(imports.fileName, fileNames),
        inArray(imports.status, ['queued', 'running', 'succeeded']),
      ),
    );
  return new Set(rows.map((row) => row.fileName));
}

/** Sellers with an active Seller Central connection Amazon still accepts: the ones the schedule keeps fresh. */
export function findSellersToSync(db: Database): Promise<string[]> {
  return findSellersWithWorkingConnection(db, SP_API_PROVIDERS);
}
