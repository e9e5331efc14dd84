import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

// Alerts and the rules that raise them (docs/alerts.md). A rule sets a type's threshold for a
// scope (the whole seller, a brand or a SKU) or mutes it; the evaluation job raises an alert once
// per occurrence: while a condition holds its alert stays the same row (the partial unique index),
// and only after the condition has cleared does the next occurrence raise a new one.

/** A seller's rule for one alert type and scope. scope_value is '' for the seller scope. */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    scope: text('scope').notNull(),
    scopeValue: text('scope_value').notNull().default(''),
    /** In the type's unit (days, units, percent, currency amount); null takes the type's default. */
    threshold: numeric('threshold', { precision: 18, scale: 4 }),
    muted: boolean('muted').notNull().default(false),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('alert_rules_seller_type_scope').on(t.sellerId, t.type, t.scope, t.scopeValue),
    check('alert_rules_scope', sql`${t.scope} in ('seller', 'brand', 'sku')`),
    check('alert_rules_scope_value', sql`(${t.scope} = 'seller') = (${t.scopeValue} = '')`),
  ],
);

/**
 * One occurrence of a condition on a subject (a SKU in a marketplace, a settlement, the seller's
 * connection...). cleared_at: when the evaluation last found the condition gone; read, resolved
 * and snoozed are the users' marks.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** What the alert is about: 'sku', 'asin', 'brand', 'settlement', 'connection', 'marketplace' or 'seller'. */
    subjectKind: text('subject_kind').notNull(),
    /** The subject's key within the seller (e.g. 'ATVPDKIKX0DER:LAMP-01', a settlement id). */
    subjectKey: text('subject_key').notNull(),
    /** The subject as a person reads it ('LAMP-01 in Amazon.com', 'Settlement 1234567'), as the evaluator wrote it. */
    subject: text('subject').notNull().default(''),
    marketplaceId: text('marketplace_id'),
    sku: text('sku'),
    asin: text('asin'),
    parentAsin: text('parent_asin'),
    brand: text('brand'),
    severity: text('severity').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The figures behind the alert (threshold, measured value, period...), as the evaluator wrote them. */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull().default({}),
    ruleId: uuid('rule_id').references(() => alertRules.id, { onDelete: 'set null' }),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
  },
  (t) => [
    check('alerts_severity', sql`${t.severity} in ('info', 'warning', 'critical')`),
    // One live occurrence per seller, type and subject.
    uniqueIndex('alerts_live_occurrence')
      .on(t.sellerId, t.type, t.subjectKey)
      .where(sql`${t.clearedAt} is null`),
    index('alerts_seller_raised_idx').on(t.sellerId, t.raisedAt),
    // The bell's count: open alerts (not resolved) per seller.
    index('alerts_seller_open_idx')
      .on(t.sellerId, t.raisedAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** The daily alert summaries sent: one per user and day, whichever worker sends it. */
export const alertDigestSends = pgTable(
  'alert_digest_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    alertCount: integer('alert_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
