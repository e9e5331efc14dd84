import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

// The admin area's own records: every admin write and log-in-as (who, what, when, before and
// after), and the alerting account an admin sets up for a seller.

/**
 * One admin action. Targets are kept as type and id without foreign keys, and the admin's email is
 * copied, so the record outlives what it names (a deleted user stays in the log).
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    /** e.g. 'organization.update', 'organization.plan', 'user.delete', 'user.login-as'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** A short human label of the target (an email, a slug) as it was at the time. */
    targetLabel: text('target_label'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('admin_audit_events_target_type', sql`${t.targetType} in ('organization', 'seller', 'user')`),
    index('admin_audit_events_created_idx').on(t.createdAt),
    index('admin_audit_events_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('admin_audit_events_admin_idx').on(t.adminUserId, t.createdAt),
  ],
);

/**
 * A seller's alerting account (SPEC §7 'Admin'): whether its alert mails go out, and the extra
 * addresses (an agency's shared inbox, say) that receive them beside the organizations' users.
 */
export const sellerAlertingAccounts = pgTable('seller_alerting_accounts', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  recipientEmails: text('recipient_emails')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
