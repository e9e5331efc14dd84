// Brand valuation: how catalog brands are grouped, the seller's valuation
// signals, and the source tables of the brand score indicators that the
// ledger does not feed. The source tables are filled by the demo generator
// today and by the connectors later; each comment says what a row means so a
// connector writes exactly what the score reads (docs/demo-data.md lists them).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { marketplaces } from './marketplaces.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/** A configured brand: groups catalog brand keys (`products.brand`) under one name and URL slug. */
export const brandConfigurations = pgTable(
  'brand_configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SPEC §5 slug; names the brand in URLs (brand-valuation/{slug}). */
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('brand_configurations_seller_slug').on(t.sellerId, t.slug),
    // Target of the keys' (configuration, seller) reference, so a key row cannot name another seller's configuration.
    unique('brand_configurations_id_seller').on(t.id, t.sellerId),
  ],
);

/**
 * The catalog brand keys of each configuration. The primary key makes a brand
 * key belong to at most one configuration of a seller.
 */
export const brandConfigurationKeys = pgTable(
  'brand_configuration_keys',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    configurationId: uuid('configuration_id').notNull(),
    /** The order the user listed the keys in. */
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.brandKey] }),
    foreignKey({
      name: 'brand_configuration_keys_configuration_fk',
      columns: [t.configurationId, t.sellerId],
      foreignColumns: [brandConfigurations.id, brandConfigurations.sellerId],
    }).onDelete('cascade'),
    index('brand_configuration_keys_configuration_idx').on(t.configurationId),
  ],
);

export const valuationSignalEnum = pgEnum('valuation_signal', ['openToOffers', 'openToFunding']);

/** Every change of open to offers / open to funding; the latest row per signal is the current state. */
export const valuationSignalChanges = pgTable(
  'valuation_signal_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    signal: valuationSignalEnum('signal').notNull(),
    open: boolean('open').notNull(),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('valuation_signal_changes_seller_idx').on(t.sellerId, t.changedAt)],
);

/**
 * What a product page showed on a day, per marketplace × ASIN: the counts are
 * cumulative (all ratings up to `snapshot_date`), so the ratings received in a
 * window are the latest snapshot minus the last snapshot on or before the
 * window's start. One snapshot a month is enough for the 18-month window.
 */
export const productReviewSnapshots = pgTable(
  'product_review_snapshots',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    asin: text('asin').notNull(),
    snapshotDate: date('snapshot_date').notNull(),
    /** Star ratings (with or without text); equals the sum of the five star columns. */
    ratingCount: integer('rating_count').notNull(),
    /** Ratings that came with a written review (a subset of ratingCount). */
    reviewCount: integer('review_count').notNull(),
    /** The average the page shows, 1.00 to 5.00; null without ratings. */
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }),
    oneStar: integer('one_star').notNull(),
    twoStar: integer('two_star').notNull(),
    threeStar: integer('three_star').notNull(),
    fourStar: integer('four_star').notNull(),
    fiveStar: integer('five_star').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.marketplaceId, t.asin, t.snapshotDate] }),
    index('product_review_snapshots_seller_date_idx').on(t.sellerId, t.snapshotDate),
    check(
      'product_review_snapshots_stars_sum',
      sql`${t.oneStar} + ${t.twoStar} + ${t.threeStar} + ${t.fourStar} + ${t.fiveStar} = ${t.ratingCount}`,
    ),
    check(
      'product_review_snapshots_counts',
      sql`${t.oneStar} >= 0 and ${t.twoStar} >= 0 and ${t.threeStar} >= 0 and ${t.fourStar} >= 0 and ${t.fiveStar} >= 0 and ${t.reviewCount} between 0 and ${t.ratingCount}`,
    ),
    check('product_review_snapshots_average', sql`${t.averageRating} is null or ${t.averageRating} between 1 and 5`),
  ],
);

/**
 * The best seller rank of an ASIN on a day in its main (display group)
 * category, as the product page or the catalog API reports it.
 */
export const productCategoryRanks = pgTable(
  'product_category_ranks',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    asin: text('asin').notNull(),
    day: date('day').notNull(),
    categoryId: text('category_id').notNull(),
    categoryName: text('category_name').notNull(),
    /** 1 is the best seller of the category. */
    rank: integer('rank').notNull(),
    /** Ranked products in the category, when known. */
    categorySize: integer('category_size'),
    /** rank / category size × 100, in percent (0.5 = the top half percent); the bestSellerRank indicator's unit. */
    topPercent: numeric('top_percent', { precision: 7, scale: 4 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.marketplaceId, t.asin, t.day] }),
    index('product_category_ranks_seller_day_idx').on(t.sellerId, t.day),
    check('product_category_ranks_rank', sql`${t.rank} >= 1`),
    check('product_category_ranks_top_percent', sql`${t.topPercent} > 0 and ${t.topPercent} <= 100`),
  ],
);

/** The seller's account health as Seller Central reported it on a day (seller level, all marketplaces). */
export const accountHealthSnapshots = pgTable(
  'account_health_snapshots',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    snapshotDate: date('snapshot_date').notNull(),
    /** Orders with a defect / orders over Amazon's 60-day window, as a fraction (0.012 = 1.2 %). */
    orderDefectRate: numeric('order_defect_rate', { precision: 9, scale: 6 }).notNull(),
    /** Orders in that window, when reported. */
    orderCount: integer('order_count'),
    /** Open policy violations (listing, IP, authenticity, safety, ...). */
    policyViolations: integer('policy_violations').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.snapshotDate] }),
    check('account_health_snapshots_rate', sql`${t.orderDefectRate} between 0 and 1`),
    check('account_health_snapshots_violations', sql`${t.policyViolations} >= 0`),
  ],
);

/**
 * Customers per catalog brand and calendar month, from the order reports:
 * `customers` bought the brand in the month, `repeat_customers` are those of
 * them who had bought the brand before (in any earlier month).
 */
export const customerStatsMonths = pgTable(
  'customer_stats_months',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The catalog brand key (`products.brand`); '' for products without a brand. */
    brand: text('brand').notNull(),
    /** The first day of the month. */
    month: date('month').notNull(),
    customers: integer('customers').notNull(),
    repeatCustomers: integer('repeat_customers').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.brand, t.month] }),
    index('customer_stats_months_seller_month_idx').on(t.sellerId, t.month),
    check('customer_stats_months_first_day', sql`extract(day from ${t.month}) = 1`),
    check('customer_stats_months_counts', sql`${t.repeatCustomers} between 0 and ${t.customers}`),
  ],
);

/**
 * The seller's Shopify store net sales per day and catalog brand (the Shopify
 * product vendor matched to `products.brand`): gross sales minus discounts and
 * returns, without taxes and shipping, in the store currency, by the store's day.
 */
export const shopifyRevenueDays = pgTable(
  'shopify_revenue_days',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The catalog brand key; '' when the vendor matches no catalog brand. */
    brand: text('brand').notNull(),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    /** Exact decimal (ADR 0003); negative on a day with more returns than sales. */
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.brand, t.day, t.currency] }),
    index('shopify_revenue_days_seller_day_idx').on(t.sellerId, t.day),
  ],
);
