import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { authErrors } from './auth.errors.ts';
import { findLoginUser, replacePasswordKeepingSession } from './auth.queries.ts';
import { reservePasswordCheck, settlePasswordCheck } from './login-throttle.service.ts';

/**
 * Changes the caller's password. The current password is checked against the
 * same per-account throttle as login, and a wrong one counts as a failed
 * login: a stolen session gets no extra guesses. Every other session of the
 * user ends (a password change is how someone locks out whoever else got in);
 * this one stays.
 */
export async function changePassword(
  db: Database,
  auth: AuthContext,
  input: { currentPassword: string; password: string },
  ipAddress: string,
): Promise<{ otherSessionsEnded: number }> {
  const username = auth.user.email.trim().toLowerCase();
  await reservePasswordCheck(db, username, ipAddress, authErrors.tooManyPasswordChecks);
  const user = await findLoginUser(db, username);
  const isCurrentRight =
    user !== undefined && user.id === auth.user.id && (await verifyPassword(user.passwordHash, input.currentPassword));
  await settlePasswordCheck(db, username, ipAddress, isCurrentRight);
  if (!isCurrentRight) throw authErrors.wrongCurrentPassword();
  const passwordHash = await hashPassword(input.password);
  const otherSessionsEnded = await replacePasswordKeepingSession(db, auth.user.id, passwordHash, auth.sessionId);
  return { otherSessionsEnded };
}
