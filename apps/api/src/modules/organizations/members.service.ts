import type { TOrganizationMember, TPendingInvitation } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { findPendingInvites } from './invitations.queries.ts';
import { findOrganizationMembers } from './members.queries.ts';

/**
 * The caller's organization: its members, and the addresses invited and not
 * joined yet. An address invited twice shows once, with its latest
 * invitation; an address that has joined since is a member, not pending.
 */
export async function getOrganizationMembers(
  db: Database,
  auth: AuthContext,
): Promise<{
  organization: { name: string };
  members: TOrganizationMember[];
  pendingInvitations: TPendingInvitation[];
}> {
  const rows = await findOrganizationMembers(db, auth.organization.id);
  const invites = await findPendingInvites(db, auth.organization.id);
  const members = rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
  const memberEmails = new Set(members.map((member) => member.email));
  const latestByEmail = new Map<string, TPendingInvitation>();
  // findPendingInvites is oldest first, so a later invitation replaces an earlier one.
  for (const invite of invites) {
    if (memberEmails.has(invite.emailAddress)) continue;
    latestByEmail.set(invite.emailAddress, {
      emailAddress: invite.emailAddress,
      invitedAt: invite.invitedAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
    });
  }
  return { organization: { name: auth.organization.name }, members, pendingInvitations: [...latestByEmail.values()] };
}
