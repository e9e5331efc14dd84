import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Partners (aggregators) whose invite links /invites/{slug} bring sellers in. */
export const aggregators = pgTable('aggregators', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
