import { emailOutbox, sql, type Database } from '@brandlens/db';

export interface OutboxEntry {
  template: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export async function insertOutboxEntry(
  db: Database,
  entry: OutboxEntry,
  status: 'logged' | 'sent' | 'failed',
  error?: string,
): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({ ...entry, status, error: error ?? null, sentAt: status === 'sent' ? sql`now()` : null });
}
