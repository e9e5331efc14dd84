import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A Shopify installation whose session token the auth service has verified.
// The browser that presented the token holds the grant in an httpOnly cookie;
// only its SHA-256 is stored. It names the shop it was verified for, lives
// minutes, and is used once: by the sign-up or by the login that links the shop.
export const shopifyInstallGrants = pgTable(
  'shopify_install_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The shop domain, e.g. acme-outdoor.myshopify.com: the seller's externalId. */
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('shopify_install_grants_expires_idx').on(t.expiresAt)],
);
