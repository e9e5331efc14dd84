// Weekly (WEEKLY_INSIGHTS_CRON, Monday 07:00 UTC by default): the weekly insights mail to every
// verified user whose setting is on, a keyset page of users at a time. Each mail claims its user's
// week before it is sent, so a retry or a second worker sends nothing twice. One user's failure
// does not stop the others; when some failed the job fails at the end, and its retry sends only
// the mails still missing (a failed delivery gives its week back).
import { z } from 'zod';
import { defineJob, type JobContext } from '../../../platform/jobs/define-job.ts';
import { findWeeklyInsightUserIds } from '../weekly-insights-mail.queries.ts';
import { NOT_SENT, sendWeeklyInsights } from '../weekly-insights-mail.service.ts';

const USERS_PER_PAGE = 200;

export interface WeeklyInsightsOutcome {
  users: number;
  sent: number;
  failed: Array<{ userId: string; error: string }>;
}

export async function sendAllWeeklyInsights(context: JobContext, now: Date): Promise<WeeklyInsightsOutcome> {
  const outcome: WeeklyInsightsOutcome = { users: 0, sent: 0, failed: [] };
  let afterId: string | null = null;
  for (;;) {
    const userIds = await findWeeklyInsightUserIds(context.db, afterId, USERS_PER_PAGE);
    for (const userId of userIds) {
      outcome.users += 1;
      try {
        const result = await sendWeeklyInsights(context, userId, { now });
        if (result?.sent) outcome.sent += 1;
        if (result?.reason === NOT_SENT.deliveryFailed) outcome.failed.push({ userId, error: result.reason });
      } catch (error) {
        outcome.failed.push({ userId, error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (userIds.length < USERS_PER_PAGE) return outcome;
    afterId = userIds.at(-1) ?? null;
  }
}

export const sendWeeklyInsightsJob = defineJob({
  name: 'weekly-insights.send-weekly-insights',
  version: 1,
  schema: z.object({}),
  // A retry 15 minutes later sends what a mail server's outage held back; the week's claims keep it from sending twice.
  sendOptions: { retryLimit: 2, retryDelay: 900, expireInSeconds: 3600 },
  async handler(_data, context) {
    const outcome = await sendAllWeeklyInsights(context, new Date());
    if (outcome.failed.length > 0) {
      const first = outcome.failed[0];
      throw new Error(
        `${outcome.failed.length} of ${outcome.users} weekly insights mails failed (user ${first?.userId}: ${first?.error})`,
      );
    }
  },
});
