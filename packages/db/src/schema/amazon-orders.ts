import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The seller's orders as Amazon's All Orders reports give them: one row per
 * order, its purchase date and the order day in its marketplace's time zone,
 * for the order-date basis of the P&L. A later last-updated-date replaces an
 * earlier one; re-importing a report never duplicates an order.
 */
export const amazonOrders = pgTable(
  'amazon_orders',
  {
    // Seller, marketplace and import are checked once per statement, not per row (ADR 0043,
    // migration 0028), with the deletions the foreign keys they replace had.
    sellerId: uuid('seller_id').notNull(),
    /** amazon-order-id, as the settlement's order-id writes it. */
    orderId: text('order_id').notNull(),
    merchantOrderId: text('merchant_order_id'),
    /** From sales-channel; null when the channel names no known marketplace (its day is then the UTC day). */
    marketplaceId: text('marketplace_id'),
    salesChannel: text('sales_channel').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    /** The purchase date's day in the marketplace's time zone (marketplaces.time_zone). */
    orderDay: date('order_day').notNull(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull(),
    /** order-status: Pending, Unshipped, Shipped, Cancelled, ... */
    status: text('status').notNull(),
    fulfillmentChannel: text('fulfillment_channel').notNull(),
    importId: uuid('import_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.orderId] }),
    index('amazon_orders_seller_day_idx').on(t.sellerId, t.orderDay),
  ],
);
