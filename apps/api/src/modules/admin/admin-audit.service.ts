// The audit log and the admin home: reads inside the read deadline, shaped for the contracts.
import {
  ADMIN_OVERVIEW_LATEST_EVENTS,
  PLANS,
  type TAdminAuditEvent,
  type TAdminAuditEventsQuery,
  type TAdminOverview,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { countOverview, findAdminUserIdByEmail, findAuditEvents, type AuditEventRow } from './admin-audit.queries.ts';
import { decodeAdminCursor, toPage } from './admin-keyset-cursor.ts';
import { isoOf } from './admin-organizations.serializer.ts';
import { ADMIN_READ_DEADLINE_MS } from './admin-organizations.service.ts';

export const serializeAuditEvent = (row: AuditEventRow): TAdminAuditEvent => ({
  id: row.id,
  adminUserId: row.adminUserId,
  adminEmail: row.adminEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  before: row.before,
  after: row.after,
  ipAddress: row.ipAddress,
  createdAt: isoOf(row.createdAt),
});

export async function listAuditEvents(db: Database, query: TAdminAuditEventsQuery) {
  const after = query.cursor ? decodeAdminCursor(query.cursor) : undefined;
  const { admin, action, targetType, targetId, from, to } = query;
  const rows = await withReadDeadline(db, { ms: ADMIN_READ_DEADLINE_MS, what: 'The audit log' }, async (reader) => {
    const adminUserId = admin ? await findAdminUserIdByEmail(reader, admin) : undefined;
    const filter = { adminUserId, adminEmail: admin, action, targetType, targetId, from, to };
    // One row more than the page: whether there is a next page.
    return findAuditEvents(reader, filter, { limit: query.limit + 1, after });
  });
  const { page, nextCursor } = toPage(rows, query.limit);
  return { items: page.map(serializeAuditEvent), nextCursor };
}

export async function getAdminOverview(db: Database): Promise<TAdminOverview> {
  const { counts, latest } = await withReadDeadline(
    db,
    { ms: ADMIN_READ_DEADLINE_MS, what: 'The admin overview' },
    async (reader) => ({
      counts: await countOverview(reader),
      latest: await findAuditEvents(reader, {}, { limit: ADMIN_OVERVIEW_LATEST_EVENTS }),
    }),
  );
  const organizationsByPlan = Object.fromEntries(PLANS.map((plan) => [plan, 0])) as Record<
    (typeof PLANS)[number],
    number
  >;
  for (const { plan, count } of counts.organizationsByPlan) organizationsByPlan[plan] = count;
  return {
    organizationsByPlan,
    organizationCount: Object.values(organizationsByPlan).reduce((sum, count) => sum + count, 0),
    sellerCount: counts.sellerCount,
    userCount: counts.userCount,
    activeUsersLast24h: counts.activeUsersLast24h,
    activeSessionsLast24h: counts.activeSessionsLast24h,
    latestAuditEvents: latest.map(serializeAuditEvent),
  };
}
