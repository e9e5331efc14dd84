import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailStatusEnum = pgEnum('email_status', ['logged', 'sent', 'failed']);

// Every mail the product writes, with the tokens of its links redacted (ADR
// 0028): a copy of this table holds no usable link. With SMTP configured it is
// sent and marked `sent` (or `failed`); without, it is `logged`, and outside
// production its link goes to the log, so a local install can still verify,
// reset and invite.
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  template: text('template').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  status: emailStatusEnum('status').notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
