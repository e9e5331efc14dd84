// The reads and writes of the daily alert summary mail. A user's summary covers the sellers of
// their own organization (organization_sellers, the tenancy of an organization scope): the
// recipient is the proof of what the mail may show, so each statement starts from the user's row.
// Open means not resolved, not cleared and not snoozed past `now`; every alert lookup goes
// through alerts_seller_open_idx (seller_id, raised_at where resolved_at is null).
import {
  alertDigestSends,
  alerts,
  and,
  eq,
  marketplaces,
  organizationSellers,
  sellerAlertingAccounts,
  sellers,
  sql,
  userEmailSettings,
  users,
  type Database,
  type SQL,
} from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { findUserIdsWithMailOn } from '../../platform/mail/mail-recipients.queries.ts';

export interface SummaryRecipient {
  id: string;
  email: string;
  firstName: string;
  /** The user's setting; a user who never saved their settings has the default (on). */
  wantsDailySummary: boolean;
}

export async function findSummaryRecipient(db: Database, userId: string): Promise<SummaryRecipient | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      wantsDailySummary: sql<boolean>`coalesce(${userEmailSettings.dailyAlertSummary}, true)`,
    })
    .from(users)
    .leftJoin(userEmailSettings, eq(userEmailSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** One keyset page of the users this mail is for (findUserIdsWithMailOn). */
export const findDailySummaryUserIds = (db: Database, afterId: string | null, limit: number) =>
  findUserIdsWithMailOn(db, 'dailyAlertSummary', afterId, limit);

/**
 * Whom a summary is for: a user (their organization's sellers) or one seller (the extra addresses
 * of its alerting account, alerting-account-summaries.service.ts).
 */
export type SummaryAudience = { userId: string } | { sellerId: string };

/**
 * The joins and conditions shared by both reads: the audience's sellers and their open alerts. A
 * seller whose alerting account is switched off is left out: an admin stopped its alert mails.
 */
function openAlertsOf(audience: SummaryAudience, now: Date): { from: SQL; where: SQL } {
  const a = alerts;
  const isUser = 'userId' in audience;
  return {
    from: isUser
      ? sql`${users}
      join ${organizationSellers} on ${organizationSellers.organizationId} = ${users.organizationId}
      join ${sellers} on ${sellers.id} = ${organizationSellers.sellerId}
      join ${alerts} on ${a.sellerId} = ${organizationSellers.sellerId}`
      : sql`${sellers} join ${alerts} on ${a.sellerId} = ${sellers.id}`,
    where: sql`${isUser ? sql`${users.id} = ${audience.userId}` : sql`${sellers.id} = ${audience.sellerId}`}
      and ${a.resolvedAt} is null and ${a.clearedAt} is null
      and (${a.snoozedUntil} is null or ${a.snoozedUntil} <= ${now.toISOString()}::timestamptz)
      and not exists (select 1 from ${sellerAlertingAccounts}
        where ${sellerAlertingAccounts.sellerId} = ${sellers.id} and not ${sellerAlertingAccounts.enabled})`,
  };
}

export interface SellerSeverityCount {
  sellerId: string;
  slug: string;
  name: string;
  severity: string;
  open: number;
  new: number;
}

/** Open alerts per seller and severity, and how many of them were raised after `since`. */
export async function countOpenAlertsBySellerAndSeverity(
  reader: DatabaseReader,
  audience: SummaryAudience,
  window: { since: Date; now: Date },
): Promise<SellerSeverityCount[]> {
  const { from, where } = openAlertsOf(audience, window.now);
  const { rows } = await reader.execute<{
    seller_id: string;
    slug: string;
    name: string;
    severity: string;
    open: number;
    new: number;
  }>(sql`
    select ${sellers.id} as seller_id, ${sellers.slug} as slug, ${sellers.name} as name,
      ${alerts.severity} as severity, count(*)::int as open,
      (count(*) filter (where ${alerts.raisedAt} > ${window.since.toISOString()}::timestamptz))::int as new
    from ${from}
    where ${where}
    group by ${sellers.id}, ${sellers.slug}, ${sellers.name}, ${alerts.severity}`);
  return rows.map((row) => ({
    sellerId: row.seller_id,
    slug: row.slug,
    name: row.name,
    severity: row.severity,
    open: Number(row.open),
    new: Number(row.new),
  }));
}

export interface ListedAlertRow {
  sellerId: string;
  title: string;
  severity: string;
  subjectKind: string;
  subjectKey: string;
  subject: string;
  sku: string | null;
  asin: string | null;
  brand: string | null;
  marketplaceDomain: string | null;
  /** The marketplace's time zone, in which its days are counted; null for alerts about no marketplace. */
  timeZone: string | null;
  raisedAt: Date;
  isNew: boolean;
}

/**
 * The first `perSeller` open alerts of each seller: those raised after `since` first, then the
 * critical before the warnings before the rest, newest first.
 */
export async function findOpenAlertsToList(
  reader: DatabaseReader,
  audience: SummaryAudience,
  window: { since: Date; now: Date },
  perSeller: number,
): Promise<ListedAlertRow[]> {
  const { from, where } = openAlertsOf(audience, window.now);
  const a = alerts;
  const isNew = sql`${a.raisedAt} > ${window.since.toISOString()}::timestamptz`;
  const { rows } = await reader.execute<{
    seller_id: string;
    title: string;
    severity: string;
    subject_kind: string;
    subject_key: string;
    subject: string;
    sku: string | null;
    asin: string | null;
    brand: string | null;
    domain_name: string | null;
    time_zone: string | null;
    raised_at: Date | string;
    is_new: boolean;
  }>(sql`
    select * from (
      select ${a.sellerId} as seller_id, ${a.title} as title, ${a.severity} as severity,
        ${a.subjectKind} as subject_kind, ${a.subjectKey} as subject_key, ${a.subject} as subject, ${a.sku} as sku, ${a.asin} as asin,
        ${a.brand} as brand, ${marketplaces.domainName} as domain_name, ${marketplaces.timeZone} as time_zone,
        ${a.raisedAt} as raised_at, ${isNew} as is_new,
        row_number() over (
          partition by ${a.sellerId}
          order by ${isNew} desc,
            case ${a.severity} when 'critical' then 0 when 'warning' then 1 else 2 end,
            ${a.raisedAt} desc, ${a.id}
        ) as position
      from ${from}
        left join ${marketplaces} on ${marketplaces.id} = ${a.marketplaceId}
      where ${where}
    ) listed
    where position <= ${perSeller}
    order by seller_id, position`);
  return rows.map((row) => ({
    sellerId: row.seller_id,
    title: row.title,
    severity: row.severity,
    subjectKind: row.subject_kind,
    subjectKey: row.subject_key,
    subject: row.subject,
    sku: row.sku,
    asin: row.asin,
    brand: row.brand,
    marketplaceDomain: row.domain_name || null,
    timeZone: row.time_zone,
    raisedAt: new Date(row.raised_at),
    isNew: row.is_new,
  }));
}

/**
 * Claims the user's summary of the day: true for the one caller whose row went in. The
 * primary key (user_id, day) makes a second claim, from any worker, insert nothing.
 */
export async function claimDigestDay(db: Database, userId: string, day: string, alertCount: number) {
  const rows = await db
    .insert(alertDigestSends)
    .values({ userId, day, alertCount })
    .onConflictDoNothing()
    .returning({ userId: alertDigestSends.userId });
  return rows.length > 0;
}

/** Gives the day back after a failed delivery, so a retry of the job may send it. */
export async function releaseDigestDay(db: Database, userId: string, day: string) {
  await db.delete(alertDigestSends).where(and(eq(alertDigestSends.userId, userId), eq(alertDigestSends.day, day)));
}
