import type { TSessionUser } from '@brandlens/contracts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { takeRateLimit } from '../../platform/rate-limit/rate-limiter.ts';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limits.ts';
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

/**
 * Sends a new verification link when the address belongs to an account not yet
 * activated; silent otherwise. Limited like password reset links: per client
 * with a 429, per address silently (the same answer, no mail).
 */
export async function resendVerification(
  deps: RegistrationDeps,
  email: string,
  baseUrl: string,
  clientAddress: string,
): Promise<void> {
  const client = await takeRateLimit(deps.db, RATE_LIMITS.verificationPerClient, clientAddress);
  if (!client.isAllowed) throw authErrors.tooManyMailRequests(client.retryAfterSeconds);
  const address = await takeRateLimit(deps.db, RATE_LIMITS.verificationPerAddress, email);
  if (!address.isAllowed) return;
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.activated) await sendVerificationMail(deps, user, baseUrl);
}
