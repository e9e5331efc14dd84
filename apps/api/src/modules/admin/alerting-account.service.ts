// A seller's alerting account: whether the seller's alert mails go out at all, and the extra
// addresses that receive its daily alert summary (alerts/alerting-account-summary.service.ts).
import type { TAlertingAccount } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { adminSellerNotFound, alertingAccountNotFound } from './admin-sellers.errors.ts';
import { findAdminSeller, lockSeller } from './admin-sellers.queries.ts';
import type { AdminActor } from './admin-sellers.service.ts';
import { toAlertingAccount } from './admin-sellers.serializer.ts';
import { findAlertingAccount, upsertAlertingAccount } from './alerting-account.queries.ts';
import { recordAdminAction } from './audit-log.queries.ts';

const READ = { ms: 10_000, what: 'The alerting account' };

/** 404 'Seller not found' for an unknown seller; 404 ALERTING_ACCOUNT_NOT_FOUND for a seller without one. */
export async function getAlertingAccount(db: Database, sellerId: string): Promise<TAlertingAccount> {
  const account = await withReadDeadline(db, READ, async (reader) => {
    if (!(await findAdminSeller(reader, sellerId))) throw adminSellerNotFound();
    return findAlertingAccount(reader, sellerId);
  });
  if (!account) throw alertingAccountNotFound();
  return toAlertingAccount(account);
}

export async function saveAlertingAccount(
  db: Database,
  actor: AdminActor,
  sellerId: string,
  input: { enabled: boolean; recipientEmails: string[]; note?: string | null | undefined },
): Promise<TAlertingAccount> {
  return db.transaction(async (tx) => {
    const seller = await lockSeller(tx, sellerId);
    if (!seller) throw adminSellerNotFound();
    const before = await findAlertingAccount(tx, sellerId);
    const values = { enabled: input.enabled, recipientEmails: input.recipientEmails, note: input.note || null };
    const saved = await upsertAlertingAccount(tx, sellerId, values);
    await recordAdminAction(tx, actor.auth, actor.ip, {
      action: 'seller.alerting',
      targetType: 'seller',
      targetId: sellerId,
      targetLabel: seller.slug,
      before: before ? { enabled: before.enabled, recipientEmails: before.recipientEmails, note: before.note } : null,
      after: values,
    });
    return toAlertingAccount(saved);
  });
}
