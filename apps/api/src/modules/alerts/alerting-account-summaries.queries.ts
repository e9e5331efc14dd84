// The alerting accounts whose extra addresses receive their seller's daily alert summary.
import { and, asc, gt, sellerAlertingAccounts, sql, type Database } from '@brandlens/db';

export interface AlertingAccountRecipients {
  sellerId: string;
  recipientEmails: string[];
}

/** One keyset page, by seller id, of the switched-on accounts that name at least one address. */
export async function findAlertingAccountsWithRecipients(
  db: Database,
  afterSellerId: string | null,
  limit: number,
): Promise<AlertingAccountRecipients[]> {
  return db
    .select({ sellerId: sellerAlertingAccounts.sellerId, recipientEmails: sellerAlertingAccounts.recipientEmails })
    .from(sellerAlertingAccounts)
    .where(
      and(
        sql`${sellerAlertingAccounts.enabled}`,
        sql`cardinality(${sellerAlertingAccounts.recipientEmails}) > 0`,
        afterSellerId ? gt(sellerAlertingAccounts.sellerId, afterSellerId) : undefined,
      ),
    )
    .orderBy(asc(sellerAlertingAccounts.sellerId))
    .limit(limit);
}
