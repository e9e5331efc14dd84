// Weekly (WEEKLY_INSIGHTS_CRON, Monday 07:00 UTC by default): the weekly insights mail to every
// verified user whose setting is on, a keyset page of users at a time. Each mail claims its user's
// week before it is sent, so a retry or a second worker sends nothing twice. One user's failure
// does not stop the others; when some failed the job fails at the end, and its retry sends only
// the mails still missing (a failed delivery gives its week back).
import { z } from 'zod';
import { defineJob, type JobContext } from '../../../platform/jobs/define-job.ts';
import { mailEveryUser, mailOutcomeError, type MailEveryUserOutcome } from '../../../platform/mail/mail-every-user.ts';
import { findWeeklyInsightUserIds } from '../weekly-insights-mail.queries.ts';
import { NOT_SENT, sendWeeklyInsights } from '../weekly-insights-mail.service.ts';

export type WeeklyInsightsOutcome = MailEveryUserOutcome;

export async function sendAllWeeklyInsights(context: JobContext, now: Date): Promise<WeeklyInsightsOutcome> {
  return mailEveryUser(context.db, {
    findUserIds: findWeeklyInsightUserIds,
    async send(userId) {
      const result = await sendWeeklyInsights(context, userId, { now });
      return result && { ...result, failed: result.reason === NOT_SENT.deliveryFailed };
    },
  });
}

export const sendWeeklyInsightsJob = defineJob({
  name: 'weekly-insights.send-weekly-insights',
  version: 1,
  schema: z.object({}),
  // A retry 15 minutes later sends what a mail server's outage held back; the week's claims keep it from sending twice.
  sendOptions: { retryLimit: 2, retryDelay: 900, expireInSeconds: 3600 },
  async handler(_data, context) {
    const error = mailOutcomeError(await sendAllWeeklyInsights(context, new Date()), 'weekly insights mails');
    if (error) throw error;
  },
});
