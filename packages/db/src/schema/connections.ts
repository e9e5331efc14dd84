import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';
import { sessions } from './sessions.ts';

// A provider authorisation in flight: the `state` sent to the provider, stored
// as SHA-256, bound to the session that asked and to the seller it is for.
// Lives minutes and is used once, by the callback (/oauth).
export const oauthStates = pgTable('oauth_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  stateHash: text('state_hash').notNull().unique(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  region: text('region').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const connectionStatusEnum = pgEnum('connection_status', ['active', 'inactive']);

/**
 * A seller's connected marketplace account. The refresh token is a secret:
 * encrypted at rest (AES-256-GCM), never returned. `inactive` when the account
 * is already active for another seller (SPEC §8 account-already-active).
 */
export const sellerConnections = pgTable(
  'seller_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    region: text('region').notNull(),
    /** The provider's account id, e.g. the SP-API selling_partner_id. */
    externalAccountId: text('external_account_id').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
    status: connectionStatusEnum('status').notNull(),
    /** When the seller last authorised this account (the first time or a reconnect). */
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a sync with the provider last completed; null until the first one. */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** The last sync failure, in words the seller can act on; a new authorisation clears it. */
    lastError: text('last_error'),
    /** Set when the provider refuses the refresh token (revoked or expired): only a new authorisation helps. */
    reauthorizationRequiredAt: timestamp('reauthorization_required_at', { withTimezone: true }),
    /** The marketplaces the account sells in (Sellers API getMarketplaceParticipations), refreshed by each sync. */
    marketplaceIds: text('marketplace_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The first sync after an authorisation: what Amazon allows of the past (90 days of settlements, 2 years of orders). */
    backfillStartedAt: timestamp('backfill_started_at', { withTimezone: true }),
    backfillCompletedAt: timestamp('backfill_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('seller_connections_seller_provider').on(t.sellerId, t.provider),
    // Which seller holds a provider account (a new authorisation, a notification) is looked up by the account id.
    index('seller_connections_provider_account_idx').on(t.provider, t.externalAccountId),
  ],
);
