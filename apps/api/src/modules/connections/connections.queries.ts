import {
  and,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  oauthStates,
  sellerConnections,
  sellers,
  sql,
  type Database,
} from '@brandlens/db';

export async function insertOauthState(
  db: Database,
  state: { stateHash: string; sessionId: string; sellerId: string; provider: string; region: string; expiresAt: Date },
): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(oauthStates).values(state);
}

/** Uses a live state of this session, in one statement; undefined when unknown, expired, used or another session's. */
export async function consumeOauthState(db: Database, stateHash: string, sessionId: string) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        eq(oauthStates.sessionId, sessionId),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ sellerId: oauthStates.sellerId, provider: oauthStates.provider, region: oauthStates.region });
  return row;
}

/**
 * Stores the seller's connection. When the account is already active for
 * another seller (same provider family), this one is stored inactive and
 * stays so. An active Amazon account also becomes the seller's externalId
 * when the seller has none.
 */
export async function saveConnection(
  db: Database,
  connection: {
    sellerId: string;
    provider: string;
    providerFamily: readonly string[];
    region: string;
    externalAccountId: string;
    refreshTokenEncrypted: string;
  },
): Promise<'active' | 'inactive'> {
  return db.transaction(async (tx) => {
    const [activeElsewhere] = await tx
      .select({ id: sellerConnections.id })
      .from(sellerConnections)
      .where(
        and(
          eq(sellerConnections.externalAccountId, connection.externalAccountId),
          inArray(sellerConnections.provider, [...connection.providerFamily]),
          eq(sellerConnections.status, 'active'),
          ne(sellerConnections.sellerId, connection.sellerId),
        ),
      )
      .for('update');
    const status = activeElsewhere ? ('inactive' as const) : ('active' as const);
    const values = {
      sellerId: connection.sellerId,
      provider: connection.provider,
      region: connection.region,
      externalAccountId: connection.externalAccountId,
      refreshTokenEncrypted: connection.refreshTokenEncrypted,
      status,
    };
    // A new authorisation clears what the last one left: its error, a refused token, and the
    // last sync when the account is another one.
    await tx
      .insert(sellerConnections)
      .values(values)
      .onConflictDoUpdate({
        target: [sellerConnections.sellerId, sellerConnections.provider],
        set: {
          ...values,
          authorizedAt: sql`now()`,
          lastError: null,
          reauthorizationRequiredAt: null,
          lastSyncedAt: sql`case when ${sellerConnections.externalAccountId} = excluded.external_account_id
            then ${sellerConnections.lastSyncedAt} end`,
          // Another account starts its own backfill from nothing.
          backfillStartedAt: sql`case when ${sellerConnections.externalAccountId} = excluded.external_account_id
            then ${sellerConnections.backfillStartedAt} end`,
          backfillCompletedAt: sql`case when ${sellerConnections.externalAccountId} = excluded.external_account_id
            then ${sellerConnections.backfillCompletedAt} end`,
          marketplaceIds: sql`case when ${sellerConnections.externalAccountId} = excluded.external_account_id
            then ${sellerConnections.marketplaceIds} else '{}'::text[] end`,
          updatedAt: sql`now()`,
        },
      });
    if (status === 'active') {
      await tx
        .update(sellers)
        .set({ externalId: connection.externalAccountId })
        .where(
          and(
            eq(sellers.id, connection.sellerId),
            isNull(sellers.externalId),
            sql`not exists (select 1 from sellers other where other.external_id = ${connection.externalAccountId})`,
          ),
        );
    }
    return status;
  });
}

/** The seller's connections as the seller may see them: no token, not even encrypted. */
export async function findSellerConnections(db: Database, sellerId: string) {
  return db
    .select({
      provider: sellerConnections.provider,
      region: sellerConnections.region,
      externalAccountId: sellerConnections.externalAccountId,
      status: sellerConnections.status,
      authorizedAt: sellerConnections.authorizedAt,
      lastSyncedAt: sellerConnections.lastSyncedAt,
      lastError: sellerConnections.lastError,
      reauthorizationRequiredAt: sellerConnections.reauthorizationRequiredAt,
    })
    .from(sellerConnections)
    .where(eq(sellerConnections.sellerId, sellerId));
}
