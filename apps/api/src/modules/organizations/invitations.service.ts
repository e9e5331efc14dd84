import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { invitationMail } from '../../platform/mail/templates.ts';
import { issueUserToken, peekUserToken } from '../auth/user-tokens.service.ts';
import { takeInvitationAllowance } from './invitation-limits.service.ts';
import { findOrganizationName, findPendingInvites, findRegisteredEmails } from './invitations.queries.ts';

export const cannotInvite = () =>
  new AppError(403, 'OPERATIONS_CANNOT_INVITE', 'Operations users cannot invite users.');

/**
 * Invites addresses into the caller's organization. Addresses that already
 * have an account get no mail and are reported as such (SPEC §8 shows them
 * to the inviter); the others get a 7-day invitation link, within the
 * invitation limits (invitation-limits.service.ts). The route lets only
 * verified accounts here.
 */
export async function inviteUsers(
  deps: { db: Database; mailer: Mailer },
  auth: AuthContext,
  userId: string,
  emailAddresses: string[],
  baseUrl: string,
  clientAddress: string,
) {
  if (userId !== auth.user.id) throw notFound('User not found');
  if (auth.user.role === 'OPERATIONS') throw cannotInvite();
  const registered = await findRegisteredEmails(deps.db, emailAddresses);
  const toMail = emailAddresses.filter((emailAddress) => !registered.has(emailAddress));
  await takeInvitationAllowance(deps.db, auth, toMail, clientAddress);
  const inviterName = `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email;
  const inviteSent = [];
  for (const emailAddress of emailAddresses) {
    const emailAlreadyRegistered = registered.has(emailAddress);
    if (!emailAlreadyRegistered) {
      const token = await issueUserToken(deps.db, {
        purpose: 'invite',
        email: emailAddress,
        organizationId: auth.organization.id,
        createdByUserId: auth.user.id,
      });
      const link = `${baseUrl}/sign-up?token=${token}`;
      await sendMail(deps, 'invitation', emailAddress, invitationMail(inviterName, auth.organization.name, link));
    }
    inviteSent.push({ emailAddress, emailAlreadyRegistered });
  }
  return inviteSent;
}

export async function listPendingInvites(db: Database, auth: AuthContext) {
  const rows = await findPendingInvites(db, auth.organization.id);
  return rows.map((row) => ({
    emailAddress: row.emailAddress,
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** What the sign-up page shows for an invitation link, without using it up. */
export async function checkInvite(db: Database, token: string) {
  const invite = await peekUserToken(db, 'invite', token);
  const organizationName = invite?.organizationId ? await findOrganizationName(db, invite.organizationId) : undefined;
  if (!invite || !organizationName) {
    throw new AppError(422, 'INVALID_INVITE', 'This invitation has expired or was already used. Ask for a new one.');
  }
  return { emailAddress: invite.email, organizationName };
}
