// Daily (ALERTS_DAILY_SUMMARY_CRON, 07:00 UTC by default): the alert summary to every verified
// user whose setting is on, a keyset page of users at a time. Each summary claims its user's day
// before it is sent, so a retry or a second worker sends nothing twice. One user's failure does
// not stop the others; when some failed the job fails at the end, and its retry sends only the
// summaries still missing (a failed delivery gives its day back).
import { z } from 'zod';
import { defineJob, type JobContext } from '../../../platform/jobs/define-job.ts';
import { findDailySummaryUserIds } from '../daily-alert-summary.queries.ts';
import { NOT_SENT, sendDailyAlertSummary } from '../daily-alert-summary.service.ts';

const USERS_PER_PAGE = 200;

export interface DailySummariesOutcome {
  users: number;
  sent: number;
  failed: Array<{ userId: string; error: string }>;
}

export async function sendDailyAlertSummaries(context: JobContext, now: Date): Promise<DailySummariesOutcome> {
  const outcome: DailySummariesOutcome = { users: 0, sent: 0, failed: [] };
  let afterId: string | null = null;
  for (;;) {
    const userIds = await findDailySummaryUserIds(context.db, afterId, USERS_PER_PAGE);
    for (const userId of userIds) {
      outcome.users += 1;
      try {
        const result = await sendDailyAlertSummary(context, userId, { now, force: false });
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

export const sendDailyAlertSummariesJob = defineJob({
  name: 'alerts.send-daily-alert-summaries',
  version: 1,
  schema: z.object({}),
  // A retry 15 minutes later sends what a mail server's outage held back; the day's claims keep it from sending twice.
  sendOptions: { retryLimit: 2, retryDelay: 900, expireInSeconds: 3600 },
  async handler(_data, context) {
    const outcome = await sendDailyAlertSummaries(context, new Date());
    if (outcome.failed.length > 0) {
      const first = outcome.failed[0];
      throw new Error(
        `${outcome.failed.length} of ${outcome.users} daily alert summaries failed (user ${first?.userId}: ${first?.error})`,
      );
    }
  },
});
