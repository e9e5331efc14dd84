import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One token bucket per SP-API operation and selling partner account, shared by
// every worker process (Amazon counts calls per account and application, not
// per process). Kept as a generic cell rate: `theoretical_at` is when the
// bucket would be full again; a call may go at `theoretical_at - burst / rate`.
// `rate` starts at Amazon's published default and follows the
// x-amzn-RateLimit-Limit header that Amazon answers with. Exact decimal like every
// number the schema keeps (Amazon publishes rates such as 0.0222 per second).
export const spApiRateBuckets = pgTable('sp_api_rate_buckets', {
  key: text('key').primaryKey(),
  rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
  burst: integer('burst').notNull(),
  theoreticalAt: timestamp('theoretical_at', { withTimezone: true }).notNull(),
});
