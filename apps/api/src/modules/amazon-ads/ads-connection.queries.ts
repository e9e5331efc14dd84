// The seller's Amazon Advertising connection (seller_connections, provider
// autopilot_amazon_ads): the sealed token for the worker, its state for pages.
import { adProfiles, and, eq, exists, sellerConnections, sql, type Database } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import {
  CONNECTION_CREDENTIAL_COLUMNS,
  findSellersWithWorkingConnection,
} from '../connections/working-connections.queries.ts';
import { ADS_PROVIDER } from './ads-lwa.ts';

/** The seller's active connection with its sealed refresh token (never to leave the server). */
export async function findActiveAdsConnection(db: Database, sellerId: string) {
  const [row] = await db
    .select(CONNECTION_CREDENTIAL_COLUMNS)
    .from(sellerConnections)
    .where(
      and(
        eq(sellerConnections.sellerId, sellerId),
        eq(sellerConnections.provider, ADS_PROVIDER),
        eq(sellerConnections.status, 'active'),
      ),
    );
  return row;
}

/** The connection as a page may see it: no token. */
export async function findAdsConnectionState(reader: DatabaseReader, sellerId: string) {
  const [row] = await reader
    .select({
      id: sellerConnections.id,
      status: sellerConnections.status,
      lastSyncedAt: sellerConnections.lastSyncedAt,
      lastError: sellerConnections.lastError,
      reauthorizationRequiredAt: sellerConnections.reauthorizationRequiredAt,
    })
    .from(sellerConnections)
    .where(and(eq(sellerConnections.sellerId, sellerId), eq(sellerConnections.provider, ADS_PROVIDER)));
  return row;
}

/** The connection's id by seller (after saveConnection, which answers only its status). */
export async function findAdsConnectionId(db: Database, sellerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sellerConnections.id })
    .from(sellerConnections)
    .where(and(eq(sellerConnections.sellerId, sellerId), eq(sellerConnections.provider, ADS_PROVIDER)));
  return row?.id;
}

/** Sellers whose working connection has a chosen profile: the ones the schedule syncs. */
export async function findSellersWithAdsToSync(db: Database): Promise<string[]> {
  const hasChosenProfile = exists(
    db
      .select({ one: sql`1` })
      .from(adProfiles)
      .where(and(eq(adProfiles.sellerId, sellerConnections.sellerId), eq(adProfiles.selected, true))),
  );
  return findSellersWithWorkingConnection(db, [ADS_PROVIDER], hasChosenProfile);
}
