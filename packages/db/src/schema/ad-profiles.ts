// The Ads API side of advertising (docs/advertising.md): the advertiser profiles of a seller's Ads
// API connection and the reports requested from it until they are downloaded.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sellerConnections } from './connections.ts';
import { sellers } from './sellers.ts';

/** An advertiser profile (one per marketplace and account) of the seller's Ads API connection. */
export const adProfiles = pgTable(
  'ad_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => sellerConnections.id, { onDelete: 'cascade' }),
    /** Amazon's profileId (a 64-bit number, kept as text). */
    profileId: text('profile_id').notNull(),
    countryCode: text('country_code').notNull(),
    /** The marketplace of accountInfo.marketplaceStringId. */
    marketplaceId: text('marketplace_id').notNull(),
    currency: text('currency').notNull(),
    timezone: text('timezone').notNull(),
    /** seller, vendor or agency. */
    accountType: text('account_type').notNull(),
    accountName: text('account_name').notNull(),
    /** accountInfo.id: the advertiser entity. */
    accountId: text('account_id').notNull(),
    /** Chosen by the seller: only chosen profiles are synced. */
    selected: boolean('selected').notNull().default(false),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ad_profiles_seller_profile').on(t.sellerId, t.profileId)],
);

/** A report requested from the Ads API (reporting v3), followed until it is downloaded. */
export const adReportRequests = pgTable(
  'ad_report_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    profileId: text('profile_id').notNull(),
    /** spCampaigns, spAdvertisedProduct, sbCampaigns, sdCampaigns, sdAdvertisedProduct. */
    reportTypeId: text('report_type_id').notNull(),
    startDay: date('start_day').notNull(),
    endDay: date('end_day').notNull(),
    /** Amazon's reportId. */
    reportId: text('report_id').notNull(),
    /** PENDING, PROCESSING, COMPLETED (downloaded and stored), FAILED. */
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rowsStored: integer('rows_stored'),
  },
  (t) => [
    unique('ad_report_requests_report').on(t.sellerId, t.profileId, t.reportId),
    index('ad_report_requests_open_idx')
      .on(t.sellerId, t.profileId)
      .where(sql`${t.status} in ('PENDING', 'PROCESSING')`),
  ],
);
