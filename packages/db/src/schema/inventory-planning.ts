import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';

// What the stock recommendations are computed with (docs/inventory.md): the seller's defaults for
// each leg of the lead time, the safety stock and the windows, and per-SKU overrides of the legs.

/** The seller's defaults, in days. A seller with no row uses the product's defaults (contracts). */
export const inventoryPlanningSettings = pgTable(
  'inventory_planning_settings',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** Lead time legs: making the goods, shipping them to the marketplace, FBA check-in. */
    productionDays: integer('production_days').notNull(),
    transitDays: integer('transit_days').notNull(),
    checkInDays: integer('check_in_days').notNull(),
    /** Safety stock, in days of sales. */
    safetyStockDays: integer('safety_stock_days').notNull(),
    /** What a reorder must cover once it has arrived, in days of sales. */
    orderCoverDays: integer('order_cover_days').notNull(),
    /** The sales velocity window, in days (stock-out days inside it are ignored). */
    velocityWindowDays: integer('velocity_window_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'inventory_planning_settings_ranges',
      sql`${t.productionDays} between 0 and 365 and ${t.transitDays} between 0 and 365 and ${t.checkInDays} between 0 and 365
        and ${t.safetyStockDays} between 0 and 365 and ${t.orderCoverDays} between 1 and 730 and ${t.velocityWindowDays} between 7 and 365`,
    ),
  ],
);

/** A SKU's own lead time legs and safety stock; a null leg takes the seller's default. */
export const skuLeadTimes = pgTable(
  'sku_lead_times',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productionDays: integer('production_days'),
    transitDays: integer('transit_days'),
    checkInDays: integer('check_in_days'),
    safetyStockDays: integer('safety_stock_days'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.sku] }),
    check(
      'sku_lead_times_ranges',
      sql`coalesce(${t.productionDays}, 0) between 0 and 365 and coalesce(${t.transitDays}, 0) between 0 and 365
        and coalesce(${t.checkInDays}, 0) between 0 and 365 and coalesce(${t.safetyStockDays}, 0) between 0 and 365`,
    ),
  ],
);
