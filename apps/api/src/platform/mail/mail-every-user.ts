// The loop of the scheduled mails (the daily alert summary, the weekly insights): every user a query
// names, a keyset page at a time. One user's failure does not stop the others; the caller's job
// fails at the end when some failed (mailOutcomeError), and its retry sends only what is missing,
// because each mail claims its user's day or week before it is sent.
import type { Database } from '@brandlens/db';

const USERS_PER_PAGE = 200;

export interface MailEveryUserOutcome {
  users: number;
  sent: number;
  failed: Array<{ userId: string; error: string }>;
}

export interface MailEveryUser {
  /** Up to `limit` user ids after `afterId`, in id order. */
  findUserIds(db: Database, afterId: string | null, limit: number): Promise<string[]>;
  /** Sends one user's mail; `failed` when the delivery failed (its claim given back). */
  send(userId: string): Promise<{ sent: boolean; failed: boolean; reason?: string | null } | undefined>;
}

export async function mailEveryUser(db: Database, mail: MailEveryUser): Promise<MailEveryUserOutcome> {
  const outcome: MailEveryUserOutcome = { users: 0, sent: 0, failed: [] };
  let afterId: string | null = null;
  for (;;) {
    const userIds = await mail.findUserIds(db, afterId, USERS_PER_PAGE);
    for (const userId of userIds) {
      outcome.users += 1;
      try {
        const result = await mail.send(userId);
        if (result?.sent) outcome.sent += 1;
        if (result?.failed) outcome.failed.push({ userId, error: result.reason ?? 'delivery failed' });
      } catch (error) {
        outcome.failed.push({ userId, error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (userIds.length < USERS_PER_PAGE) return outcome;
    afterId = userIds.at(-1) ?? null;
  }
}

/** The error that fails the job when some mails failed, naming the first; undefined when none did. */
export function mailOutcomeError(outcome: MailEveryUserOutcome, what: string): Error | undefined {
  const first = outcome.failed[0];
  if (!first) return undefined;
  return new Error(
    `${outcome.failed.length} of ${outcome.users} ${what} failed (user ${first.userId}: ${first.error})`,
  );
}
