// The daily figures of advertising (docs/advertising.md): per campaign, per advertised ASIN, the
// uploaded breakdowns, and the daily totals the KPI tiles and the trend read.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { adProductCheck, sourceCheck } from './ad-checks.ts';
import { imports } from './imports.ts';
import { money } from './money-column.ts';
import { sellers } from './sellers.ts';

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
