// The daily alert summary of one seller, to the extra addresses of its alerting account (an
// agency's shared inbox, say), beside the summaries its organizations' users get. Its job runs
// once a day and is never retried (send-alerting-account-summaries.job.ts): the addresses are no
// users, so there is no per-user day to claim, and a retry would mail the ones already reached.
import type { Database } from '@brandlens/db';
import type { Env } from '../../platform/env.ts';
import { appUrl } from '../../platform/http/app-url.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { findAlertingAccountsWithRecipients } from './alerting-account-summaries.queries.ts';
import { dailyAlertSummaryMail } from './daily-alert-summary.mail.ts';
import { readSummary } from './daily-alert-summary.service.ts';

export const SELLER_SUMMARY_TEMPLATE = 'seller-alert-summary';
const ACCOUNTS_PER_PAGE = 200;

export interface AlertingAccountSummariesOutcome {
  /** Accounts considered: switched on, with at least one address. */
  accounts: number;
  /** Mails delivered (one per address of an account whose seller has open alerts). */
  sent: number;
  failed: Array<{ sellerId: string; address: string; error: string }>;
}

export async function sendAlertingAccountSummaries(
  deps: { db: Database; mailer: Mailer; env: Pick<Env, 'APP_URL'> },
  now: Date,
): Promise<AlertingAccountSummariesOutcome> {
  const outcome: AlertingAccountSummariesOutcome = { accounts: 0, sent: 0, failed: [] };
  let after: string | null = null;
  for (;;) {
    const accounts = await findAlertingAccountsWithRecipients(deps.db, after, ACCOUNTS_PER_PAGE);
    for (const account of accounts) {
      outcome.accounts += 1;
      const summary = await readSummary(deps.db, { sellerId: account.sellerId }, '', now);
      if (summary.open === 0) continue;
      const mail = dailyAlertSummaryMail(summary, appUrl(deps.env));
      for (const address of account.recipientEmails) {
        const delivery = await sendMail(deps, SELLER_SUMMARY_TEMPLATE, address, mail);
        if (delivery.status === 'failed')
          outcome.failed.push({ sellerId: account.sellerId, address, error: delivery.error ?? 'delivery failed' });
        else outcome.sent += 1;
      }
    }
    if (accounts.length < ACCOUNTS_PER_PAGE) return outcome;
    after = accounts.at(-1)?.sellerId ?? null;
  }
}
