// What the admin's invitations read and write: the organization's members who have not verified
// their address, its recent invitees without an account, and an invitation token stored (as a hash).
import { sql, userTokens, type Database } from '@brandlens/db';
import type { Transaction } from './admin-organization-writes.queries.ts';

/** Invitations older than this are not sent again by invite-all: the invitee has long moved on. */
export const REINVITE_WITHIN_DAYS = 30;
/** At most this many of each kind per invite-all: an organization has far fewer. */
export const INVITE_ALL_MAX = 100;

type Reader = Pick<Database, 'execute'>;

export async function isEmailRegistered(reader: Reader, email: string): Promise<boolean> {
  const { rows } = await reader.execute(sql`select 1 from users where email = ${email}`);
  return rows.length > 0;
}

export async function insertInviteToken(
  tx: Transaction,
  token: { tokenHash: string; email: string; organizationId: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(userTokens).values({ purpose: 'invite', createdByUserId: null, ...token });
}

export async function findUnverifiedMembers(reader: Reader, organizationId: string) {
  const { rows } = await reader.execute<{ id: string; email: string; firstName: string }>(sql`
    select id, email, first_name as "firstName" from users
    where organization_id = ${organizationId} and not activated
    order by created_at, id limit ${INVITE_ALL_MAX}`);
  return rows;
}

/** Addresses invited lately that have no account yet, each with its latest inviter (name and id). */
export async function findRecentInvitees(reader: Reader, organizationId: string) {
  const { rows } = await reader.execute<{ email: string; inviterId: string | null; inviterName: string | null }>(sql`
    select email, inviter_id as "inviterId", inviter_name as "inviterName" from (
      select distinct on (t.email) t.email, t.created_by_user_id as inviter_id,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as inviter_name
      from user_tokens t left join users u on u.id = t.created_by_user_id
      where t.organization_id = ${organizationId} and t.purpose = 'invite' and t.used_at is null
        and t.created_at > now() - make_interval(days => ${REINVITE_WITHIN_DAYS}::int)
        and not exists (select 1 from users r where r.email = t.email)
      order by t.email, t.created_at desc
    ) latest order by email limit ${INVITE_ALL_MAX}`);
  return rows;
}
