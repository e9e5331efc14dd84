import type { TSignUpUser } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { invitationAcceptedMail, verificationMail } from '../../platform/mail/templates.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { authErrors } from './auth.errors.ts';
import { toSessionUser } from './auth.serializer.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import {
  findAggregatorId,
  freeSlug,
  insertAccount,
  InviteAlreadyUsedError,
  isEmailRegistered,
} from './registration.queries.ts';
import { findInviter } from './invitations.queries.ts';
import { slugify } from './slugify.ts';
import { issueUserToken, peekUserToken } from './user-tokens.service.ts';

type SignUpUser = Omit<TSignUpUser, 'firstName' | 'lastName'> & { firstName: string; lastName: string };

export interface RegistrationDeps {
  db: Database;
  mailer: Mailer;
}

/**
 * Signs a user up. With an invitation token the user joins the inviting
 * organization and is activated at once (the link proved the address);
 * otherwise a new organization on the free plan is created, with the first
 * seller when a store name is given, and a verification mail goes out.
 */
export async function register(
  deps: RegistrationDeps,
  user: SignUpUser,
  inviteToken: string | null | undefined,
  baseUrl: string,
) {
  const email = user.email;
  if (await isEmailRegistered(deps.db, email)) throw authErrors.emailTaken();
  const passwordHash = await hashPassword(user.password);
  const names = { firstName: user.firstName, lastName: user.lastName };

  if (inviteToken) {
    const invite = await peekUserToken(deps.db, 'invite', inviteToken);
    if (!invite?.organizationId) throw authErrors.invalidInvite();
    if (invite.email !== email) throw authErrors.inviteForAnotherEmail();
    const created = await insertAccount(deps.db, {
      organization: { existingId: invite.organizationId, inviteTokenHash: hashToken(inviteToken) },
      user: { email, passwordHash, ...names, activated: true },
      seller: null,
    }).catch(rethrowAsAuthError);
    const inviter = invite.createdByUserId ? await findInviter(deps.db, invite.createdByUserId) : undefined;
    if (inviter)
      await sendMail(
        deps,
        'invitation-accepted',
        inviter.email,
        invitationAcceptedMail(email, inviter.organizationName),
      );
    return { user: toSessionUser(created), verificationEmailSent: false };
  }

  const organizationName =
    user.sellerName || `${user.firstName} ${user.lastName}`.trim() || email.split('@')[0] || email;
  const aggregatorId = user.aggregatorSlug ? ((await findAggregatorId(deps.db, user.aggregatorSlug)) ?? null) : null;
  const created = await insertAccount(deps.db, {
    organization: {
      name: organizationName,
      slug: await freeSlug(deps.db, 'organizations', slugify(organizationName, 'organization')),
      aggregatorId,
    },
    user: { email, passwordHash, ...names, activated: false },
    seller: user.sellerName
      ? { name: user.sellerName, slug: await freeSlug(deps.db, 'sellers', slugify(user.sellerName, 'seller')) }
      : null,
  }).catch(rethrowAsAuthError);
  await sendVerificationMail(deps, { id: created.id, email, firstName: created.firstName }, baseUrl);
  return { user: toSessionUser(created), verificationEmailSent: true };
}

// A concurrent sign-up with the same address, or a used invitation, is the user's situation, not a server failure.
function rethrowAsAuthError(error: unknown): never {
  if (error instanceof InviteAlreadyUsedError) throw authErrors.invalidInvite();
  if (isUniqueViolation(error)) throw authErrors.emailTaken();
  throw error;
}

export async function sendVerificationMail(
  deps: RegistrationDeps,
  user: { id: string; email: string; firstName: string },
  baseUrl: string,
): Promise<void> {
  const token = await issueUserToken(deps.db, { purpose: 'email_verification', email: user.email, userId: user.id });
  await sendMail(
    deps,
    'email-verification',
    user.email,
    verificationMail(user.firstName, `${baseUrl}/login?evt=${token}`),
  );
}
