import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

export const userRoleEnum = pgEnum('user_role', ['USER', 'OPERATIONS']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: userRoleEnum('role').notNull().default('USER'),
    isAdmin: boolean('is_admin').notNull().default(false),
    activated: boolean('activated').notNull().default(false),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    defaultCurrencyCode: text('default_currency_code').notNull().default('EUR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An organization's members (tenancy, mails to every member, the admin lists) are read by organization.
  (t) => [index('users_organization_id_idx').on(t.organizationId)],
);
