import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { aggregators } from './aggregators.ts';

export const planEnum = pgEnum('plan', ['DEFAULT', 'PAID', 'ENTERPRISE']);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  plan: planEnum('plan').notNull().default('DEFAULT'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** The partner whose invite link the organization signed up through. */
  aggregatorId: uuid('aggregator_id').references(() => aggregators.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
