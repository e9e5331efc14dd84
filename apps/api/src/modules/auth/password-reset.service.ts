import { sendMail } from '../../platform/mail/send-mail.ts';
import { passwordResetMail } from '../../platform/mail/templates.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { takeRateLimit } from '../../platform/rate-limit/rate-limiter.ts';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limits.ts';
import { authErrors } from './auth.errors.ts';
import { revokeUserSessions } from './auth.queries.ts';
import { findUserByEmail, updatePasswordHash } from './account.queries.ts';
import { clearLoginLock } from './login-throttle.service.ts';
import type { RegistrationDeps } from './registration.service.ts';
import { issueUserToken, redeemUserToken } from './user-tokens.service.ts';

/**
 * Mails a reset link when the address has an account; says nothing either way.
 * A client asking too often gets a 429 (it says nothing about the address);
 * an address asked for too often gets no more mail but the same answer, so
 * the limit does not tell whether it has an account. The new link ends the
 * older ones.
 */
export async function requestPasswordReset(
  deps: RegistrationDeps,
  email: string,
  baseUrl: string,
  clientAddress: string,
): Promise<void> {
  const client = await takeRateLimit(deps.db, RATE_LIMITS.passwordResetPerClient, clientAddress);
  if (!client.isAllowed) throw authErrors.tooManyMailRequests(client.retryAfterSeconds);
  const address = await takeRateLimit(deps.db, RATE_LIMITS.passwordResetPerAddress, email);
  if (!address.isAllowed) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await issueUserToken(deps.db, { purpose: 'password_reset', email, userId: user.id });
  await sendMail(deps, 'password-reset', email, passwordResetMail(`${baseUrl}/reset-password?token=${token}`));
}

/**
 * Sets the new password and ends every session of the user, wherever it is.
 * The link proved the owner, so the account's failed logins are forgotten:
 * the guesses that locked it must not lock its owner out after the reset.
 */
export async function resetPassword(deps: RegistrationDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const used = await redeemUserToken(deps.db, 'password_reset', token);
  if (!used?.userId) throw authErrors.invalidResetToken();
  await updatePasswordHash(deps.db, used.userId, passwordHash);
  await revokeUserSessions(deps.db, used.userId);
  await clearLoginLock(deps.db, used.email);
}
