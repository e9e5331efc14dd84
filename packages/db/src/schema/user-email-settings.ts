import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const userEmailSettings = pgTable('user_email_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyAlertSummary: boolean('daily_alert_summary').notNull().default(true),
  weeklyInsights: boolean('weekly_insights').notNull().default(true),
  productNews: boolean('product_news').notNull().default(false),
  /** A mail to whoever uploaded a report when its import ends, with what was imported or why it failed. */
  importResults: boolean('import_results').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
