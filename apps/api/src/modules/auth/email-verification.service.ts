import type { TSessionUser } from '@brandlens/contracts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { welcomeMail } from '../../platform/mail/templates.ts';
import { authErrors } from './auth.errors.ts';
import { toSessionUser } from './auth.serializer.ts';
import { activateUser, findUserByEmail } from './account.queries.ts';
import { sendVerificationMail, type RegistrationDeps } from './registration.service.ts';
import { redeemUserToken } from './user-tokens.service.ts';

/** Activates the account of a verification link and sends the welcome mail. */
export async function verifyEmail(deps: RegistrationDeps, evt: string, baseUrl: string): Promise<TSessionUser> {
  const token = await redeemUserToken(deps.db, 'email_verification', evt);
  if (!token?.userId) throw authErrors.verificationFailed();
  const user = await activateUser(deps.db, token.userId);
  if (!user) throw authErrors.verificationFailed();
  await sendMail(deps, 'welcome', user.email, welcomeMail(user.firstName, `${baseUrl}/dashboard`));
  return toSessionUser(user);
}

/** Sends a new verification link when the address belongs to an account not yet activated; silent otherwise. */
export async function resendVerification(deps: RegistrationDeps, email: string, baseUrl: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.activated) await sendVerificationMail(deps, user, baseUrl);
}
