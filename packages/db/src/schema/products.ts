// The seller's products: one row per SKU and marketplace, with its ASIN, brand and title.
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { marketplaces } from './marketplaces.ts';
import { sellers } from './sellers.ts';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    sku: text('sku').notNull(),
    asin: text('asin'),
    parentAsin: text('parent_asin'),
    brand: text('brand'),
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_seller_marketplace_sku').on(t.sellerId, t.marketplaceId, t.sku),
    // The brand filter of the P&L reports starts from a seller's products of one brand.
    index('products_seller_brand_idx').on(t.sellerId, t.brand),
  ],
);
