import { and, asc, eq, gt, sql, userEmailSettings, users, type Database } from '@brandlens/db';

/** The email settings a scheduled mail follows. */
export type ScheduledMailSetting = 'dailyAlertSummary' | 'weeklyInsights';

/**
 * One keyset page of the users a scheduled mail is for: the setting on (or never saved) and a
 * verified address, so a scheduled mail never goes to an address nobody confirmed.
 */
export async function findUserIdsWithMailOn(
  db: Database,
  setting: ScheduledMailSetting,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userEmailSettings, eq(userEmailSettings.userId, users.id))
    .where(
      and(
        eq(users.activated, true),
        sql`coalesce(${userEmailSettings[setting]}, true)`,
        afterId ? gt(users.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
