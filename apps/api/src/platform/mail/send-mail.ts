import type { Database } from '@brandlens/db';
import { redactLinks } from '../redaction.ts';
import type { DeliveryResult, Mailer } from './mailer.ts';
import { insertOutboxEntry } from './outbox.queries.ts';
import type { MailContent } from './templates.ts';

/**
 * Delivers a mail and records it, with its outcome, in the outbox. The record
 * keeps what was sent minus the tokens of its links: a copy of the database
 * (a backup, a read-only leak) must not hold a usable reset or invitation
 * link (ADR 0028).
 */
export async function sendMail(
  deps: { db: Database; mailer: Mailer },
  template: string,
  to: string,
  content: MailContent,
): Promise<DeliveryResult> {
  const result = await deps.mailer.deliver({ to, ...content });
  await insertOutboxEntry(
    deps.db,
    {
      template,
      toAddress: to,
      subject: content.subject,
      textBody: redactLinks(content.text),
      htmlBody: redactLinks(content.html),
    },
    result.status,
    result.error,
  );
  return result;
}
