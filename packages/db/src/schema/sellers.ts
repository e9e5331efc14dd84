import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    externalId: text('external_id').unique(),
    /** Whether listing optimisation (suggestions pushed back to Amazon) is switched on, by an admin. */
    listingOptimizationEnabled: boolean('listing_optimization_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A seller path segment shaped like an id names a seller by id only, so no slug may have that shape.
  (t) => [
    check('sellers_slug_not_uuid', sql`${t.slug} !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`),
  ],
);

// A seller can be shared by several organizations (an agency and the brand owner, say).
export const organizationSellers = pgTable(
  'organization_sellers',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.sellerId] })],
);
