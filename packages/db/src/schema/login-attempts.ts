import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Failed and successful logins per account (the normalised username, known or
// not), so throttling follows the account and not the client's address.
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull(),
    succeeded: boolean('succeeded').notNull(),
    ipAddress: text('ip_address'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_username_idx').on(t.username, t.attemptedAt)],
);
