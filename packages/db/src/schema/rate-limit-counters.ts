import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One fixed-window counter per limit and subject (an account, an address, a
// client), shared by every API process. The key is the limit's name and a
// SHA-256 of the subject, so no address or client is stored in clear here.
// Rows whose window has ended count as zero and are reused by the next hit.
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
