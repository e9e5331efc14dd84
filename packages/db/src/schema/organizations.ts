import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { aggregators } from './aggregators.ts';

export const planEnum = pgEnum('plan', ['DEFAULT', 'PAID', 'ENTERPRISE']);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  plan: planEnum('plan').notNull().default('DEFAULT'),
  /** The live Stripe subscription; null when not subscribed (SPEC §4: subscribed = has one). */
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** The Stripe customer the checkout created; the billing portal opens for it. */
  stripeCustomerId: text('stripe_customer_id'),
  /** The subscription's status as Stripe last reported it (trialing, active, past_due, canceled, ...). */
  stripeSubscriptionStatus: text('stripe_subscription_status'),
  /** When the Stripe event last applied was created: an older event arriving late changes nothing. */
  stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
  /** The partner whose invite link the organization signed up through. */
  aggregatorId: uuid('aggregator_id').references(() => aggregators.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
