// Daily (ALERTS_DAILY_SUMMARY_CRON, 07:00 UTC by default): the alert summary to every verified
// user whose setting is on, a keyset page of users at a time. Each summary claims its user's day
// before it is sent, so a retry or a second worker sends nothing twice. One user's failure does
// not stop the others; when some failed the job fails at the end, and its retry sends only the
// summaries still missing (a failed delivery gives its day back).
import { z } from 'zod';
import { defineJob, type JobContext } from '../../../platform/jobs/define-job.ts';
import { mailEveryUser, mailOutcomeError, type MailEveryUserOutcome } from '../../../platform/mail/mail-every-user.ts';
import { findDailySummaryUserIds } from '../daily-alert-summary.queries.ts';
import { NOT_SENT, sendDailyAlertSummary } from '../daily-alert-summary.service.ts';

export type DailySummariesOutcome = MailEveryUserOutcome;

export async function sendDailyAlertSummaries(context: JobContext, now: Date): Promise<DailySummariesOutcome> {
  return mailEveryUser(context.db, {
    findUserIds: findDailySummaryUserIds,
    async send(userId) {
      const result = await sendDailyAlertSummary(context, userId, { now, force: false });
      return result && { ...result, failed: result.reason === NOT_SENT.deliveryFailed };
    },
  });
}

export const sendDailyAlertSummariesJob = defineJob({
  name: 'alerts.send-daily-alert-summaries',
  version: 1,
  schema: z.object({}),
  // A retry 15 minutes later sends what a mail server's outage held back; the day's claims keep it from sending twice.
  sendOptions: { retryLimit: 2, retryDelay: 900, expireInSeconds: 3600 },
  async handler(_data, context) {
    const error = mailOutcomeError(await sendDailyAlertSummaries(context, new Date()), 'daily alert summaries');
    if (error) throw error;
  },
});
