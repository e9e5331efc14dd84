// Login throttling (ADR 0009, made atomic in ADR 0028). A password is checked
// only after a slot is taken, in one statement each, from two counters: the
// account's (5 checks in 15 minutes, whatever the client) and the client's
// failures (password spraying: one client, many usernames). Taking the slot
// before the check is what keeps 40 parallel guesses to 5 checked passwords.
import type { Database } from '@brandlens/db';
import type { AppError } from '../../platform/errors.ts';
import { clearRateLimit, releaseRateLimit, takeRateLimit } from '../../platform/rate-limit/rate-limiter.ts';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limits.ts';
import { authErrors } from './auth.errors.ts';
import { insertLoginAttempt } from './auth.queries.ts';

/**
 * Takes a slot for one password check, or throws a 429: `tooMany` for the
 * account, the client's own message for the client.
 */
export async function reservePasswordCheck(
  db: Database,
  username: string,
  ipAddress: string,
  tooMany: (retryAfterSeconds: number) => AppError,
): Promise<void> {
  const account = await takeRateLimit(db, RATE_LIMITS.loginPerAccount, username);
  if (!account.isAllowed) throw tooMany(account.retryAfterSeconds);
  const client = await takeRateLimit(db, RATE_LIMITS.loginPerClient, ipAddress);
  if (!client.isAllowed) {
    await releaseRateLimit(db, RATE_LIMITS.loginPerAccount, username);
    throw authErrors.tooManyAttemptsFromClient(client.retryAfterSeconds);
  }
}

/**
 * Records the check. A success frees the account (its failures start again
 * from zero) and gives the client its slot back: only failures count there.
 */
export async function settlePasswordCheck(
  db: Database,
  username: string,
  ipAddress: string,
  isSuccess: boolean,
): Promise<void> {
  await insertLoginAttempt(db, username, isSuccess, ipAddress);
  if (!isSuccess) return;
  await clearRateLimit(db, RATE_LIMITS.loginPerAccount, username);
  await releaseRateLimit(db, RATE_LIMITS.loginPerClient, ipAddress);
}

/** A password reset proves the owner: the account's failed logins no longer hold it back. */
export async function clearLoginLock(db: Database, email: string): Promise<void> {
  await clearRateLimit(db, RATE_LIMITS.loginPerAccount, email.trim().toLowerCase());
}
