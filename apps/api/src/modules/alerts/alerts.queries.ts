// Reads of a seller's alerts, all through the indexes that start with seller_id
// (alerts_seller_raised_idx, alerts_seller_open_idx), and the users' marks.
// A status is a condition on the row and the clock (docs/alerts.md 'Statuses'):
// resolved by a user; cleared when the condition went by itself; snoozed until a
// time still ahead; open otherwise.
import type { TAlertCounts, TAlertSeverity, TAlertStatus, TAlertType, TUpdateAlertsBody } from '@brandlens/contracts';
import { alerts, and, desc, eq, inArray, sql, type Database, type SQL } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import type { SellerScope } from '../../platform/tenancy/seller-scope.ts';

const rowColumns = {
  id: alerts.id,
  sellerId: alerts.sellerId,
  type: sql<TAlertType>`${alerts.type}`,
  subjectKind: alerts.subjectKind,
  subjectKey: alerts.subjectKey,
  subject: alerts.subject,
  marketplaceId: alerts.marketplaceId,
  sku: alerts.sku,
  asin: alerts.asin,
  parentAsin: alerts.parentAsin,
  brand: alerts.brand,
  severity: sql<TAlertSeverity>`${alerts.severity}`,
  title: alerts.title,
  message: alerts.message,
  figures: alerts.figures,
  ruleId: alerts.ruleId,
  raisedAt: alerts.raisedAt,
  lastSeenAt: alerts.lastSeenAt,
  clearedAt: alerts.clearedAt,
  readAt: alerts.readAt,
  resolvedAt: alerts.resolvedAt,
  resolvedByUserId: alerts.resolvedByUserId,
  snoozedUntil: alerts.snoozedUntil,
  raisedKey: sql<string>`to_char(${alerts.raisedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** The rows of a status at `now`. */
export function statusCondition(status: TAlertStatus | 'all', now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const live = sql`${alerts.resolvedAt} is null and ${alerts.clearedAt} is null`;
  switch (status) {
    case 'open':
      return sql`(${live} and (${alerts.snoozedUntil} is null or ${alerts.snoozedUntil} <= ${at}))`;
    case 'snoozed':
      return sql`(${live} and ${alerts.snoozedUntil} > ${at})`;
    case 'resolved':
      return sql`${alerts.resolvedAt} is not null`;
    case 'cleared':
      return sql`(${alerts.resolvedAt} is null and ${alerts.clearedAt} is not null)`;
    case 'all':
      return sql`true`;
  }
}

export interface AlertFilter {
  status: TAlertStatus | 'all';
  type?: TAlertType | undefined;
  severity?: TAlertSeverity | undefined;
  sku?: string | undefined;
  /** Only alerts about a SKU, or about a child ASIN. */
  about?: 'sku' | 'asin' | undefined;
}

function filterCondition(sellerId: string, filter: AlertFilter, now: Date): SQL | undefined {
  return and(
    eq(alerts.sellerId, sellerId),
    statusCondition(filter.status, now),
    filter.type ? eq(alerts.type, filter.type) : undefined,
    filter.severity ? eq(alerts.severity, filter.severity) : undefined,
    filter.sku ? eq(alerts.sku, filter.sku) : undefined,
    filter.about === 'sku' ? sql`${alerts.sku} is not null` : undefined,
    filter.about === 'asin' ? sql`${alerts.asin} is not null` : undefined,
  );
}

export interface AlertRow {
  id: string;
  sellerId: string;
  type: TAlertType;
  subjectKind: string;
  subjectKey: string;
  subject: string;
  marketplaceId: string | null;
  sku: string | null;
  asin: string | null;
  parentAsin: string | null;
  brand: string | null;
  severity: TAlertSeverity;
  title: string;
  message: string;
  figures: Record<string, unknown>;
  ruleId: string | null;
  raisedAt: Date;
  lastSeenAt: Date;
  clearedAt: Date | null;
  readAt: Date | null;
  resolvedAt: Date | null;
  resolvedByUserId: string | null;
  snoozedUntil: Date | null;
  /** raised_at to the microsecond, for the keyset cursor. */
  raisedKey: string;
}

/** Newest first, by (raised_at, id); `after` is the last row of the previous page. */
export async function findAlerts(
  reader: DatabaseReader,
  sellerId: string,
  filter: AlertFilter,
  page: { now: Date; limit: number; after?: { raisedKey: string; id: string } | undefined },
): Promise<AlertRow[]> {
  const { after } = page;
  const keyset = after
    ? sql`(${alerts.raisedAt}, ${alerts.id}) < (${after.raisedKey}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return reader
    .select(rowColumns)
    .from(alerts)
    .where(and(filterCondition(sellerId, filter, page.now), keyset))
    .orderBy(desc(alerts.raisedAt), desc(alerts.id))
    .limit(page.limit);
}

const countColumns = (now: Date) => {
  const open = statusCondition('open', now);
  return sql`count(*) filter (where ${open})::int as open,
    count(*) filter (where ${open} and ${alerts.readAt} is null)::int as unread,
    count(*) filter (where ${open} and ${alerts.severity} = 'critical')::int as critical,
    count(*) filter (where ${statusCondition('snoozed', now)})::int as snoozed,
    count(*) filter (where ${statusCondition('resolved', now)})::int as resolved,
    count(*) filter (where ${statusCondition('cleared', now)})::int as cleared`;
};

export async function countAlerts(reader: DatabaseReader, sellerId: string, now: Date): Promise<TAlertCounts> {
  const { rows } = await reader.execute<TAlertCounts>(
    sql`select ${countColumns(now)} from ${alerts} where ${alerts.sellerId} = ${sellerId}`,
  );
  const [row] = rows;
  if (!row) throw new Error('alert counts not read');
  return row;
}

/** The counts of every seller of the scope's organization, in one statement. */
export async function countAlertsPerSeller(
  reader: DatabaseReader,
  scope: SellerScope & { organizationId: string },
  now: Date,
): Promise<Array<TAlertCounts & { sellerId: string; slug: string; name: string }>> {
  const { rows } = await reader.execute<TAlertCounts & { sellerId: string; slug: string; name: string }>(sql`
    select s.id as "sellerId", s.slug, s.name, c.*
    from organization_sellers os
    join sellers s on s.id = os.seller_id
    cross join lateral (select ${countColumns(now)} from ${alerts} where ${alerts.sellerId} = s.id) c
    where os.organization_id = ${scope.organizationId}
    order by s.name, s.id`);
  return rows;
}

/** The users' marks on the seller's alerts among `ids`; others' ids change nothing. Returns the rows changed. */
export async function updateAlertMarks(
  db: Database,
  sellerId: string,
  ids: readonly string[],
  change: { action: TUpdateAlertsBody['action']; now: Date; userId: string; snoozedUntil: Date | null },
): Promise<number> {
  const { action, now, userId } = change;
  const set = {
    read: { readAt: sql`coalesce(${alerts.readAt}, ${now.toISOString()}::timestamptz)` },
    unread: { readAt: null },
    resolve: {
      resolvedAt: sql`coalesce(${alerts.resolvedAt}, ${now.toISOString()}::timestamptz)`,
      resolvedByUserId: sql`coalesce(${alerts.resolvedByUserId}, ${userId}::uuid)`,
    },
    reopen: { resolvedAt: null, resolvedByUserId: null },
    snooze: { snoozedUntil: change.snoozedUntil },
    unsnooze: { snoozedUntil: null },
  }[action];
  const updated = await db
    .update(alerts)
    .set(set)
    .where(and(eq(alerts.sellerId, sellerId), inArray(alerts.id, [...ids])))
    .returning({ id: alerts.id });
  return updated.length;
}
