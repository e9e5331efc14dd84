// The reads and writes of the weekly insights mail. A user's mail covers the sellers of their own
// organization (organization_sellers); the week is claimed in weekly_insight_sends before the mail
// goes, so a retry or a second worker never sends it twice.
import {
  and,
  asc,
  eq,
  organizationSellers,
  sellers,
  sql,
  userEmailSettings,
  users,
  weeklyInsightSends,
  type Database,
} from '@brandlens/db';
import { findUserIdsWithMailOn } from '../../platform/mail/mail-recipients.queries.ts';

export interface WeeklyInsightRecipient {
  id: string;
  email: string;
  firstName: string;
  currency: string;
  /** The user's setting; a user who never saved their settings has the default (on). */
  wantsWeeklyInsights: boolean;
}

export async function findWeeklyInsightRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      currency: users.defaultCurrencyCode,
      wantsWeeklyInsights: sql<boolean>`coalesce(${userEmailSettings.weeklyInsights}, true)`,
    })
    .from(users)
    .leftJoin(userEmailSettings, eq(userEmailSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row as WeeklyInsightRecipient | undefined;
}

/** One keyset page of the users this mail is for (findUserIdsWithMailOn). */
export const findWeeklyInsightUserIds = (db: Database, afterId: string | null, limit: number) =>
  findUserIdsWithMailOn(db, 'weeklyInsights', afterId, limit);

/** The sellers of the user's organization, by name. */
export async function findRecipientSellers(db: Database, userId: string) {
  return db
    .select({ id: sellers.id, slug: sellers.slug, name: sellers.name })
    .from(users)
    .innerJoin(organizationSellers, eq(organizationSellers.organizationId, users.organizationId))
    .innerJoin(sellers, eq(sellers.id, organizationSellers.sellerId))
    .where(eq(users.id, userId))
    .orderBy(asc(sellers.name), asc(sellers.id));
}

/** True for the one caller whose row went in: the primary key (user_id, week_start) refuses a second claim. */
export async function claimInsightWeek(db: Database, userId: string, weekStart: string, sellerCount: number) {
  const rows = await db
    .insert(weeklyInsightSends)
    .values({ userId, weekStart, sellerCount })
    .onConflictDoNothing()
    .returning({ userId: weeklyInsightSends.userId });
  return rows.length > 0;
}

/** Gives the week back after a failed delivery, so a retry of the job may send it. */
export async function releaseInsightWeek(db: Database, userId: string, weekStart: string) {
  await db
    .delete(weeklyInsightSends)
    .where(and(eq(weeklyInsightSends.userId, userId), eq(weeklyInsightSends.weekStart, weekStart)));
}
