// Reads of the audit log, newest first by (created_at, id). The filters follow the table's indexes:
// an admin by user id (admin_idx), a target by type and id (target_idx), else created_idx in order.
import { sql, type SQL } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { afterCursor, createdKeyOf, type AdminKeysetCursor } from './admin-keyset-cursor.ts';

type Reader = Pick<DatabaseReader, 'execute'>;

export type AuditEventRow = {
  id: string;
  adminUserId: string | null;
  adminEmail: string;
  action: string;
  targetType: 'organization' | 'seller' | 'user';
  targetId: string;
  targetLabel: string | null;
  before: unknown;
  after: unknown;
  ipAddress: string | null;
  createdAt: Date | string;
  createdKey: string;
};

export interface AuditEventFilter {
  /** The admin's current account; else adminEmail matches the copied email (a deleted admin's events). */
  adminUserId?: string | undefined;
  adminEmail?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export async function findAdminUserIdByEmail(reader: Reader, email: string): Promise<string | undefined> {
  const { rows } = await reader.execute<{ id: string }>(sql`select id from users where email = ${email}`);
  return rows[0]?.id;
}

export async function findAuditEvents(
  reader: Reader,
  filter: AuditEventFilter,
  page: { limit: number; after?: AdminKeysetCursor | undefined },
): Promise<AuditEventRow[]> {
  const conditions = [
    filter.adminUserId ? sql`e.admin_user_id = ${filter.adminUserId}::uuid` : undefined,
    !filter.adminUserId && filter.adminEmail ? sql`e.admin_email = ${filter.adminEmail}` : undefined,
    filter.action ? sql`e.action = ${filter.action}` : undefined,
    filter.targetType ? sql`e.target_type = ${filter.targetType}` : undefined,
    filter.targetId ? sql`e.target_id = ${filter.targetId}` : undefined,
    filter.from ? sql`e.created_at >= ${filter.from}::timestamptz` : undefined,
    filter.to ? sql`e.created_at < ${filter.to}::timestamptz` : undefined,
    page.after ? afterCursor(sql`e.created_at`, sql`e.id`, page.after) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const { rows } = await reader.execute<AuditEventRow>(sql`
    select e.id, e.admin_user_id as "adminUserId", e.admin_email as "adminEmail", e.action,
      e.target_type as "targetType", e.target_id as "targetId", e.target_label as "targetLabel",
      e.before, e.after, e.ip_address as "ipAddress", e.created_at as "createdAt",
      ${createdKeyOf(sql`e.created_at`)} as "createdKey"
    from admin_audit_events e ${where}
    order by e.created_at desc, e.id desc limit ${page.limit}`);
  return rows;
}

export interface OverviewCounts {
  organizationsByPlan: Array<{ plan: 'DEFAULT' | 'PAID' | 'ENTERPRISE'; count: number }>;
  sellerCount: number;
  userCount: number;
  activeUsersLast24h: number;
  activeSessionsLast24h: number;
}

/** The admin home's counts, in one snapshot (the read deadline's transaction). */
export async function countOverview(reader: Reader): Promise<OverviewCounts> {
  const byPlan = await reader.execute<{ plan: 'DEFAULT' | 'PAID' | 'ENTERPRISE'; count: number }>(
    sql`select plan, count(*)::int as count from organizations group by plan`,
  );
  const { rows } = await reader.execute<Omit<OverviewCounts, 'organizationsByPlan'>>(sql`
    select (select count(*)::int from sellers) as "sellerCount",
      (select count(*)::int from users) as "userCount",
      count(distinct s.user_id)::int as "activeUsersLast24h",
      count(*)::int as "activeSessionsLast24h"
    from sessions s
    where s.last_seen_at > now() - interval '24 hours' and s.revoked_at is null and s.expires_at > now()`);
  const [counts] = rows;
  if (!counts) throw new Error('overview counts not read');
  return { organizationsByPlan: byPlan.rows, ...counts };
}
