import { emailOutbox, eq, sql, type Database } from '@brandlens/db';

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

export async function findOutboxEntries(db: Database, toAddress: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, toAddress)).orderBy(emailOutbox.createdAt);
}
