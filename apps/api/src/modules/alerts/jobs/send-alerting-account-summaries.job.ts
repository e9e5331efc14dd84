// Daily, with the users' summaries (ALERTS_DAILY_SUMMARY_CRON): each switched-on alerting account's
// seller summary to its extra addresses. Not retried: a retry would mail again the addresses a first
// run reached (there is no per-address claim); a failed delivery stays in the outbox as failed, and
// the job fails so the log names it.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { sendAlertingAccountSummaries } from '../alerting-account-summaries.service.ts';

export const sendAlertingAccountSummariesJob = defineJob({
  name: 'alerts.send-alerting-account-summaries',
  version: 1,
  schema: z.object({}),
  sendOptions: { retryLimit: 0, expireInSeconds: 3600 },
  async handler(_data, context) {
    const outcome = await sendAlertingAccountSummaries(context, new Date());
    const first = outcome.failed[0];
    if (first)
      throw new Error(
        `${outcome.failed.length} seller alert summaries failed (seller ${first.sellerId}, ${first.address}: ${first.error})`,
      );
  },
});
