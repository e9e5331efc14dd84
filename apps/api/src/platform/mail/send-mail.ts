import type { Database } from '@brandlens/db';
import type { Mailer } from './mailer.ts';
import { insertOutboxEntry } from './outbox.queries.ts';
import type { MailContent } from './templates.ts';

/** Delivers a mail and records it, with its outcome, in the outbox. */
export async function sendMail(
  deps: { db: Database; mailer: Mailer },
  template: string,
  to: string,
  content: MailContent,
): Promise<void> {
  const result = await deps.mailer.deliver({ to, ...content });
  await insertOutboxEntry(
    deps.db,
    { template, toAddress: to, subject: content.subject, textBody: content.text, htmlBody: content.html },
    result.status,
    result.error,
  );
}
