// Invitations an admin makes for an organization. The link (GET /invite) is for one address and is
// handed over by the admin, not mailed; invite-all mails again, within the per-address limits of
// the ordinary mail paths (rate-limits.ts), everyone who has not come in yet: members who never
// verified their address get the verification link, invitees without an account a new invitation.
import type { TAdminInviteAllResult, TAdminInviteLink } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { createToken } from '../../platform/auth/tokens.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { invitationMail, PRODUCT_NAME } from '../../platform/mail/templates.ts';
import { takeRateLimit } from '../../platform/rate-limit/rate-limiter.ts';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limits.ts';
import { sendVerificationMail } from '../auth/registration.service.ts';
import { issueUserToken, TOKEN_LIFETIME_HOURS } from '../auth/user-tokens.service.ts';
import { recordAdminAction } from './audit-log.queries.ts';
import type { AdminCaller } from './admin-organization-writes.service.ts';
import { lockOrganization } from './admin-organization-writes.queries.ts';
import { adminOrganizationsErrors } from './admin-organizations.errors.ts';
import { findAdminOrganization } from './admin-organizations.queries.ts';
import {
  findRecentInvitees,
  findUnverifiedMembers,
  insertInviteToken,
  isEmailRegistered,
} from './admin-organization-invites.queries.ts';

// Counted with the organization's own invitations to the address: three a day, whoever sends them.
const perAddress = (organizationId: string, email: string) => `${organizationId}:${email}`;

/** A 7-day sign-up link into the organization for one address; the token is stored as a hash only. */
export async function createInviteLink(
  db: Database,
  caller: AdminCaller,
  idOrSlug: string,
  email: string,
  baseUrl: string,
): Promise<TAdminInviteLink> {
  const organization = await findAdminOrganization(db, idOrSlug);
  if (!organization) throw adminOrganizationsErrors.notFound();
  if (await isEmailRegistered(db, email)) throw adminOrganizationsErrors.emailRegistered(email);
  const allowance = await takeRateLimit(db, RATE_LIMITS.invitationsPerAddress, perAddress(organization.id, email));
  if (!allowance.isAllowed)
    throw adminOrganizationsErrors.tooManyInvitationsToAddress(email, allowance.retryAfterSeconds);
  const { token, tokenHash } = createToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_HOURS.invite * 3_600_000);
  await db.transaction(async (tx) => {
    if (!(await lockOrganization(tx, organization.id))) throw adminOrganizationsErrors.notFound();
    await insertInviteToken(tx, { tokenHash, email, organizationId: organization.id, expiresAt });
    await recordAdminAction(tx, caller.auth, caller.ipAddress, {
      action: 'organization.invite-link',
      targetType: 'organization',
      targetId: organization.id,
      targetLabel: organization.slug,
      after: { emailAddress: email, expiresAt: expiresAt.toISOString() },
    });
  });
  return { emailAddress: email, inviteUrl: `${baseUrl}/sign-up?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Mails everyone of the organization who has not come in yet. Mails cannot be taken back, so the
 * audit record is written after them and lists what went out and what the limits held back.
 */
export async function inviteAll(
  deps: { db: Database; mailer: Mailer },
  caller: AdminCaller,
  idOrSlug: string,
  baseUrl: string,
): Promise<TAdminInviteAllResult> {
  const { db } = deps;
  const organization = await findAdminOrganization(db, idOrSlug);
  if (!organization) throw adminOrganizationsErrors.notFound();
  const items: TAdminInviteAllResult['items'] = [];
  const held = (emailAddress: string, kind: 'verification' | 'invitation') =>
    items.push({ emailAddress, kind, isSent: false, reason: 'RATE_LIMITED' });

  for (const member of await findUnverifiedMembers(db, organization.id)) {
    const allowance = await takeRateLimit(db, RATE_LIMITS.verificationPerAddress, member.email);
    if (!allowance.isAllowed) {
      held(member.email, 'verification');
      continue;
    }
    await sendVerificationMail(deps, member, baseUrl);
    items.push({ emailAddress: member.email, kind: 'verification', isSent: true, reason: null });
  }
  for (const invitee of await findRecentInvitees(db, organization.id)) {
    const allowance = await takeRateLimit(
      db,
      RATE_LIMITS.invitationsPerAddress,
      perAddress(organization.id, invitee.email),
    );
    if (!allowance.isAllowed) {
      held(invitee.email, 'invitation');
      continue;
    }
    // The new invitation is the original inviter's, who then hears when it is accepted.
    const token = await issueUserToken(db, {
      purpose: 'invite',
      email: invitee.email,
      organizationId: organization.id,
      createdByUserId: invitee.inviterId,
    });
    const inviterName = invitee.inviterName ?? `The ${PRODUCT_NAME} team`;
    const link = `${baseUrl}/sign-up?token=${token}`;
    await sendMail(deps, 'invitation', invitee.email, invitationMail(inviterName, organization.name, link));
    items.push({ emailAddress: invitee.email, kind: 'invitation', isSent: true, reason: null });
  }

  const emailsOf = (kind: string, isSent: boolean) =>
    items.filter((item) => item.kind === kind && item.isSent === isSent).map((item) => item.emailAddress);
  await db.transaction((tx) =>
    recordAdminAction(tx, caller.auth, caller.ipAddress, {
      action: 'organization.invite-all',
      targetType: 'organization',
      targetId: organization.id,
      targetLabel: organization.slug,
      after: {
        verificationSent: emailsOf('verification', true),
        invitationSent: emailsOf('invitation', true),
        rateLimited: items.filter((item) => !item.isSent).map((item) => item.emailAddress),
      },
    }),
  );
  return { items };
}
