import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, bigserial } from 'drizzle-orm/pg-core';
import { marketplaces } from './marketplaces.ts';
import { sellers } from './sellers.ts';

// What customers sent back and why (the FBA customer returns report), and how a listing's content
// changed over time (the catalog sync's snapshots compared): the return reasons of Customer
// satisfaction and the content events of a product's history.

/**
 * One row of GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA (synced, or uploaded from Seller Central).
 * A return is one license plate (LPN) of one order line; rows without an LPN are told apart by
 * their return time, so a report read twice stores each return once.
 */
export const fbaCustomerReturns = pgTable(
  'fba_customer_returns',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    orderId: text('order_id').notNull(),
    sku: text('sku').notNull(),
    /** '' when the report gives none. */
    licensePlateNumber: text('license_plate_number').notNull().default(''),
    returnedAt: timestamp('returned_at', { withTimezone: true }).notNull(),
    asin: text('asin'),
    fnsku: text('fnsku'),
    productName: text('product_name'),
    quantity: integer('quantity').notNull().default(1),
    fulfillmentCenterId: text('fulfillment_center_id'),
    /** SELLABLE, DEFECTIVE, CUSTOMER_DAMAGED, CARRIER_DAMAGED... as Amazon writes it. */
    detailedDisposition: text('detailed_disposition'),
    /** The customer's reason code (UNWANTED_ITEM, DEFECTIVE, NOT_AS_DESCRIBED...) as Amazon writes it. */
    reason: text('reason'),
    status: text('status'),
    customerComments: text('customer_comments'),
    /** 'sp-api', 'upload' or 'demo'. */
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.orderId, t.sku, t.licensePlateNumber, t.returnedAt] }),
    index('fba_customer_returns_seller_returned_idx').on(t.sellerId, t.returnedAt),
  ],
);

/**
 * A change of a listing's content seen by the catalog sync (or the demo): which field (title,
 * brand, main image, images, bullet points, classification), what it was and what it became.
 */
export const catalogItemChanges = pgTable(
  'catalog_item_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    asin: text('asin').notNull(),
    field: text('field').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    /** When the sync saw the new content (the change happened since the snapshot before). */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_item_changes_seller_asin_idx').on(t.sellerId, t.asin, t.seenAt)],
);
