import { sendMail } from '../../platform/mail/send-mail.ts';
import { passwordResetMail } from '../../platform/mail/templates.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { authErrors } from './auth.errors.ts';
import { revokeUserSessions } from './auth.queries.ts';
import { findUserByEmail, updatePasswordHash } from './account.queries.ts';
import type { RegistrationDeps } from './registration.service.ts';
import { issueUserToken, redeemUserToken } from './user-tokens.service.ts';

/** Mails a reset link when the address has an account; says nothing either way. */
export async function requestPasswordReset(deps: RegistrationDeps, email: string, baseUrl: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await issueUserToken(deps.db, { purpose: 'password_reset', email, userId: user.id });
  await sendMail(deps, 'password-reset', email, passwordResetMail(`${baseUrl}/reset-password?token=${token}`));
}

/** Sets the new password and ends every session of the user, wherever it is. */
export async function resetPassword(deps: RegistrationDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const used = await redeemUserToken(deps.db, 'password_reset', token);
  if (!used?.userId) throw authErrors.invalidResetToken();
  await updatePasswordHash(deps.db, used.userId, passwordHash);
  await revokeUserSessions(deps.db, used.userId);
}
