// A seller's alerting account (SPEC §7 'Admin'): read, and created or replaced by an admin.
import { eq, sellerAlertingAccounts, sql, type Database } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

type Writer = Pick<Database, 'select' | 'insert'>;

export interface AlertingAccountRow {
  sellerId: string;
  enabled: boolean;
  recipientEmails: string[];
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export async function findAlertingAccount(
  db: DatabaseReader | Writer,
  sellerId: string,
): Promise<AlertingAccountRow | undefined> {
  const [row] = await db.select().from(sellerAlertingAccounts).where(eq(sellerAlertingAccounts.sellerId, sellerId));
  return row;
}

export async function upsertAlertingAccount(
  db: Writer,
  sellerId: string,
  account: { enabled: boolean; recipientEmails: string[]; note: string | null },
): Promise<AlertingAccountRow> {
  const [row] = await db
    .insert(sellerAlertingAccounts)
    .values({ sellerId, ...account })
    .onConflictDoUpdate({ target: sellerAlertingAccounts.sellerId, set: { ...account, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('alerting account not saved');
  return row;
}
