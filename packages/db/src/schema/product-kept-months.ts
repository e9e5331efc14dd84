import {
  bigint,
  boolean,
  date,
  foreignKey,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';

/**
 * Which transactions changed the figures of a seller's products, and where (ADR 0048): one row
 * per seller, transaction and SKU ('' for any product) with the span of days the change can move.
 * Statement triggers write it: writes of the SKU-level rollups record '' and the days they wrote;
 * writes of costs of goods record each SKU from its earliest valid-from date on; writes of products
 * record each SKU over all days. Keyed by the writer's own transaction, so writers never wait on
 * each other here; a transaction writing again widens its span.
 */
export const productFigureChanges = pgTable(
  'product_figure_changes',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The writing transaction's id, pg_current_xact_id(). */
    xactId: bigint('xact_id', { mode: 'bigint' }).notNull(),
    /** The SKU whose figures changed; '' when any product's may have. */
    sku: text('sku').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.xactId, t.sku] })],
);

/**
 * The product table's sums of one complete month, kept ready (ADR 0048): per seller, basis,
 * marketplace ('' for all), brand ('' for all) and target currency, the conversion legs the
 * month used and the snapshot its sums (product_kept_lines) were computed at. Right for that
 * snapshot while no change of their seller's products over the month (product_figure_changes) and
 * no change of rates near it (fx_rate_changes) is invisible to it; a change of a few SKUs outdates
 * only those SKUs' lines, which the next read computes again and writes back.
 */
export const productKeptMonths = pgTable(
  'product_kept_months',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** posted or order. */
    basis: text('basis').notNull(),
    /** '' for all marketplaces. */
    marketplaceId: text('marketplace_id').notNull(),
    /** '' for all brands. */
    brand: text('brand').notNull(),
    currency: text('currency').notNull(),
    /** The month's first day. */
    month: date('month').notNull(),
    /** ConversionLegs[] of the month. */
    conversions: jsonb('conversions').notNull(),
    /** pg_current_snapshot() of the read that computed the month or last mended it. */
    snapshot: text('snapshot').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.basis, t.marketplaceId, t.brand, t.currency, t.month] })],
);

/**
 * A kept month's converted sums of one product (ADR 0048), exactly as the product sums' SQL answers
 * them for that month: per line, minor units of the target currency (null: units without a cost),
 * quantity and whether estimated, as arrays in the same order. Goes with its month.
 */
export const productKeptLines = pgTable(
  'product_kept_lines',
  {
    sellerId: uuid('seller_id').notNull(),
    basis: text('basis').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    brand: text('brand').notNull(),
    currency: text('currency').notNull(),
    month: date('month').notNull(),
    /** Before the product in the key: a month's lines of a few SKUs are found through it. */
    sku: text('sku').notNull(),
    /** The product key: marketplace, tab, SKU. */
    product: text('product').notNull(),
    lines: text('lines').array().notNull(),
    minorUnits: numeric('minor_units').array().notNull(),
    quantities: numeric('quantities').array().notNull(),
    estimated: boolean('estimated').array().notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.sellerId, t.basis, t.marketplaceId, t.brand, t.currency, t.month, t.sku, t.product],
    }),
    foreignKey({
      name: 'product_kept_lines_month_fk',
      columns: [t.sellerId, t.basis, t.marketplaceId, t.brand, t.currency, t.month],
      foreignColumns: [
        productKeptMonths.sellerId,
        productKeptMonths.basis,
        productKeptMonths.marketplaceId,
        productKeptMonths.brand,
        productKeptMonths.currency,
        productKeptMonths.month,
      ],
    }).onDelete('cascade'),
  ],
);
