import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { marketplaces } from './marketplaces.ts';
import { sellers } from './sellers.ts';

// What the Seller Central sync keeps beside the ledger: the state of each
// step of each seller's sync, the order items of the Orders API, and the FBA
// inventory, catalog, Sales and Traffic and account health data that the
// inventory, product and account-health pages read.

const money = (name: string) => numeric(name, { precision: 18, scale: 4 });
const percent = (name: string) => numeric(name, { precision: 9, scale: 4 });
const count = (name: string) => integer(name).notNull().default(0);

export const SP_API_SYNC_STEPS = [
  'settlements',
  'finances',
  'orders',
  'inventory',
  'catalog',
  'traffic',
  'health',
  'returns',
] as const;

/**
 * One row per seller × sync step: where the step stands (idle, running, waiting for a report
 * Amazon is still making, failed), its progress, its cursor (what the next run starts from:
 * a LastUpdatedAfter, a pending report id...), and its last success and error.
 */
export const spApiSyncSteps = pgTable(
  'sp_api_sync_steps',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    status: text('status').notNull().default('idle'),
    cursor: jsonb('cursor').$type<Record<string, unknown>>(),
    progressDone: count('progress_done'),
    /** null while the step does not know how much there is to do. */
    progressTotal: integer('progress_total'),
    progressLabel: text('progress_label'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Data is complete up to here (orders: the LastUpdatedBefore of the last page; reports: their data end). */
    dataThrough: timestamp('data_through', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.step] }),
    check('sp_api_sync_steps_status', sql`${t.status} in ('idle', 'running', 'waiting', 'failed')`),
    check(
      'sp_api_sync_steps_step',
      sql`${t.step} in ('settlements', 'finances', 'orders', 'inventory', 'catalog', 'traffic', 'health', 'returns')`,
    ),
  ],
);

/** The items of an order as the Orders API gives them (getOrderItems): what a pending order is estimated from. */
export const amazonOrderItems = pgTable(
  'amazon_order_items',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    orderItemId: text('order_item_id').notNull(),
    sku: text('sku'),
    asin: text('asin'),
    title: text('title'),
    quantityOrdered: count('quantity_ordered'),
    quantityShipped: count('quantity_shipped'),
    /** ItemPrice: the price of all units of the item, tax excluded where the marketplace says so. */
    itemPrice: money('item_price'),
    itemTax: money('item_tax'),
    shippingPrice: money('shipping_price'),
    promotionDiscount: money('promotion_discount'),
    currency: text('currency'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.orderId, t.orderItemId] })],
);

/**
 * FBA stock per seller × marketplace × SKU × day: the last figures seen that day
 * (getInventorySummaries with details, or an FBA inventory report), so history is kept per day.
 */
export const fbaInventoryDaily = pgTable(
  'fba_inventory_daily',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    sku: text('sku').notNull(),
    day: date('day').notNull(),
    asin: text('asin'),
    fnsku: text('fnsku'),
    productName: text('product_name'),
    condition: text('condition'),
    fulfillable: count('fulfillable'),
    inboundWorking: count('inbound_working'),
    inboundShipped: count('inbound_shipped'),
    inboundReceiving: count('inbound_receiving'),
    reserved: count('reserved'),
    unfulfillable: count('unfulfillable'),
    researching: count('researching'),
    total: count('total'),
    /** 'sp-api' (getInventorySummaries), 'report' (FBA inventory report), 'upload' or 'demo'. */
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.marketplaceId, t.sku, t.day] }),
    index('fba_inventory_daily_seller_day_idx').on(t.sellerId, t.day),
  ],
);

/** Catalog items (getCatalogItem 2022-04-01): title, brand, images, classification; sales ranks go to product_category_ranks. */
export const catalogItems = pgTable(
  'catalog_items',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    asin: text('asin').notNull(),
    title: text('title'),
    brand: text('brand'),
    mainImageUrl: text('main_image_url'),
    images: jsonb('images').$type<Array<{ variant: string; link: string; width: number; height: number }>>(),
    salesRanks: jsonb('sales_ranks').$type<unknown[]>(),
    classification: text('classification'),
    /** The listing's bullet points (attributes.bullet_point), in Amazon's order. */
    bulletPoints: jsonb('bullet_points').$type<string[]>(),
    parentAsin: text('parent_asin'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.asin] })],
);

/**
 * Sales and Traffic (GET_SALES_AND_TRAFFIC_REPORT) per day: asin and sku '' for the account's
 * day totals (salesAndTrafficByDate), else a child ASIN / SKU of salesAndTrafficByAsin.
 */
export const salesTrafficDaily = pgTable(
  'sales_traffic_daily',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    day: date('day').notNull(),
    asin: text('asin').notNull(),
    sku: text('sku').notNull(),
    parentAsin: text('parent_asin'),
    unitsOrdered: count('units_ordered'),
    totalOrderItems: count('total_order_items'),
    orderedProductSales: money('ordered_product_sales').notNull().default('0'),
    currency: text('currency'),
    unitsRefunded: count('units_refunded'),
    sessions: count('sessions'),
    pageViews: count('page_views'),
    buyBoxPercentage: percent('buy_box_percentage'),
    unitSessionPercentage: percent('unit_session_percentage'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.marketplaceId, t.day, t.asin, t.sku] }),
    index('sales_traffic_daily_seller_day_idx').on(t.sellerId, t.day),
  ],
);

/**
 * The account health report (GET_V2_SELLER_PERFORMANCE_REPORT) per marketplace and report day:
 * the headline figures as columns, the whole document's metrics kept as Amazon wrote them.
 */
export const accountHealthReports = pgTable(
  'account_health_reports',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    day: date('day').notNull(),
    /** Account Health Rating, 0 to 1000, and its status (GOOD, FAIR, AT_RISK, CRITICAL...). */
    healthRating: integer('health_rating'),
    healthStatus: text('health_status'),
    orderDefectRate: numeric('order_defect_rate', { precision: 9, scale: 6 }),
    lateShipmentRate: numeric('late_shipment_rate', { precision: 9, scale: 6 }),
    preFulfillmentCancellationRate: numeric('pre_fulfillment_cancellation_rate', { precision: 9, scale: 6 }),
    validTrackingRate: numeric('valid_tracking_rate', { precision: 9, scale: 6 }),
    policyViolations: jsonb('policy_violations').$type<Record<string, number>>(),
    metrics: jsonb('metrics').$type<unknown>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.day] })],
);
