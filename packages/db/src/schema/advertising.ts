import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sellerConnections } from './connections.ts';
import { imports } from './ledger.ts';
import { sellers } from './sellers.ts';

// Amazon Advertising (docs/advertising.md, ADR 0035): the advertiser profiles of a seller's Ads API
// connection, the campaign structure, and the daily figures of the ads reports, from the Ads API
// (source 'api') or from reports the seller downloaded from the advertising console (source
// 'upload'). One source per seller, marketplace and day: the sync replaces uploaded days it covers,
// and an upload skips the days the sync holds. Money is numeric(18, 4) in the profile's currency.

const money = (name: string) => numeric(name, { precision: 18, scale: 4 });

/** 'SP' Sponsored Products, 'SB' Sponsored Brands, 'SD' Sponsored Display. */
const adProductCheck = (column: unknown) => sql`${column} in ('SP', 'SB', 'SD')`;
const sourceCheck = (column: unknown) => sql`${column} in ('api', 'upload', 'demo')`;

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

const entityColumns = {
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  marketplaceId: text('marketplace_id').notNull(),
  adProduct: text('ad_product').notNull(),
  /** Amazon's campaignId; an uploaded report without ids keys it 'name:' + the campaign name. */
  campaignId: text('campaign_id').notNull(),
  state: text('state'),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    ...entityColumns,
    name: text('name').notNull(),
    /** SP: MANUAL or AUTO; SD: its tactic; SB: null. */
    targetingType: text('targeting_type'),
    budget: money('budget'),
    budgetType: text('budget_type'),
    currency: text('currency'),
    portfolioId: text('portfolio_id'),
    startDay: date('start_day'),
    endDay: date('end_day'),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.marketplaceId, t.adProduct, t.campaignId] }),
    check('ad_campaigns_ad_product', adProductCheck(t.adProduct)),
    check('ad_campaigns_source', sourceCheck(t.source)),
  ],
);

export const adGroups = pgTable(
  'ad_groups',
  {
    ...entityColumns,
    adGroupId: text('ad_group_id').notNull(),
    name: text('name').notNull(),
    defaultBid: money('default_bid'),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.adProduct, t.adGroupId] })],
);

/** Keywords and product or audience targets. */
export const adTargets = pgTable(
  'ad_targets',
  {
    ...entityColumns,
    adGroupId: text('ad_group_id').notNull(),
    targetId: text('target_id').notNull(),
    /** keyword, negative-keyword, product, auto, audience. */
    kind: text('kind').notNull(),
    /** The keyword text or the target expression as Amazon writes it. */
    expression: text('expression').notNull(),
    /** EXACT, PHRASE, BROAD for keywords; null otherwise. */
    matchType: text('match_type'),
    bid: money('bid'),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.adProduct, t.targetId] })],
);

export const adProductAds = pgTable(
  'ad_product_ads',
  {
    ...entityColumns,
    adGroupId: text('ad_group_id').notNull(),
    adId: text('ad_id').notNull(),
    asin: text('asin'),
    sku: text('sku'),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.adProduct, t.adId] })],
);

// The daily figures. Sales, orders and units are the ads' attributed ones (7 days for SP's
// seller reports, 14 for SB and SD); `attributionFinal` is false for the last 3 days pulled,
// which the next sync pulls again.
const metricColumns = {
  currency: text('currency').notNull(),
  impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  spend: money('spend').notNull().default('0'),
  sales: money('sales').notNull().default('0'),
  orders: integer('orders').notNull().default(0),
  units: integer('units').notNull().default(0),
  source: text('source').notNull(),
  importId: uuid('import_id').references(() => imports.id, { onDelete: 'set null' }),
  attributionFinal: boolean('attribution_final').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const dailyKey = {
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  marketplaceId: text('marketplace_id').notNull(),
  adProduct: text('ad_product').notNull(),
  campaignId: text('campaign_id').notNull(),
  day: date('day').notNull(),
};

/** A campaign's figures of one day (the campaign reports). */
export const adCampaignDaily = pgTable('ad_campaign_daily', { ...dailyKey, ...metricColumns }, (t) => [
  primaryKey({ columns: [t.sellerId, t.marketplaceId, t.adProduct, t.campaignId, t.day] }),
  index('ad_campaign_daily_seller_day_idx').on(t.sellerId, t.day),
  check('ad_campaign_daily_ad_product', adProductCheck(t.adProduct)),
  check('ad_campaign_daily_source', sourceCheck(t.source)),
]);

/** An advertised ASIN's figures of one day in one ad group (the advertised product reports). */
export const adAsinDaily = pgTable(
  'ad_asin_daily',
  {
    ...dailyKey,
    /** '' when the report names none. */
    adGroupId: text('ad_group_id').notNull(),
    asin: text('asin').notNull(),
    /** '' when the report names none (vendors, Sponsored Brands). */
    sku: text('sku').notNull(),
    ...metricColumns,
  },
  (t) => [
    primaryKey({
      columns: [t.sellerId, t.marketplaceId, t.adProduct, t.campaignId, t.adGroupId, t.asin, t.sku, t.day],
    }),
    index('ad_asin_daily_seller_day_idx').on(t.sellerId, t.day),
    check('ad_asin_daily_source', sourceCheck(t.source)),
  ],
);

/**
 * The uploaded breakdowns: search terms, targets, placements, and the account's performance over
 * time. `dimension` is the search term, the targeting expression or the placement ('' for
 * performance over time); '' for ids a report does not carry.
 */
export const adBreakdownDaily = pgTable(
  'ad_breakdown_daily',
  {
    ...dailyKey,
    /** search-term, targeting, placement, performance. */
    kind: text('kind').notNull(),
    adGroupId: text('ad_group_id').notNull(),
    dimension: text('dimension').notNull(),
    /** '' when not a keyword's. */
    matchType: text('match_type').notNull(),
    ...metricColumns,
  },
  (t) => [
    primaryKey({
      columns: [
        t.sellerId,
        t.marketplaceId,
        t.adProduct,
        t.kind,
        t.campaignId,
        t.adGroupId,
        t.dimension,
        t.matchType,
        t.day,
      ],
    }),
    index('ad_breakdown_daily_seller_kind_day_idx').on(t.sellerId, t.kind, t.day),
    check('ad_breakdown_daily_kind', sql`${t.kind} in ('search-term', 'targeting', 'placement', 'performance')`),
  ],
);

/**
 * Daily sums per seller × marketplace × ad product × currency of ad_campaign_daily, kept by every
 * writer of it in the same transaction: the KPI tiles and the trend read these, not the campaigns.
 */
export const adDailyTotals = pgTable(
  'ad_daily_totals',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    adProduct: text('ad_product').notNull(),
    currency: text('currency').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    spend: money('spend').notNull(),
    sales: money('sales').notNull(),
    orders: integer('orders').notNull(),
    units: integer('units').notNull(),
    /** Whether every campaign row of the day has final attribution. */
    attributionFinal: boolean('attribution_final').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day, t.marketplaceId, t.adProduct, t.currency] })],
);
