// The daily pass (ALERTS_EVALUATION_CRON): queues one evaluation per seller, so
// any number of workers share the sellers, and conditions that change with the
// calendar alone (a stock-out date coming closer) raise their alerts even on a
// day without imports or syncs. Without a job sender (a handler run inline in
// tests) each seller is evaluated in turn, one's failure not stopping the others.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { evaluateSellerAlerts } from '../alert-evaluation.service.ts';
import { requestAlertEvaluation } from '../alert-evaluation-requests.ts';
import { findAllSellerIds } from '../alert-occurrences.queries.ts';

export const evaluateAllSellersAlertsJob = defineJob({
  name: 'alerts.evaluate-all-sellers',
  version: 1,
  schema: z.object({}),
  // The next run comes with the schedule; a pass is not retried.
  sendOptions: { retryLimit: 0, expireInSeconds: 3600 },
  async handler(_data, context) {
    for (const sellerId of await findAllSellerIds(context.db)) {
      if (context.jobs) await requestAlertEvaluation(context.jobs, sellerId);
      else await evaluateSellerAlerts(context.db, sellerId, { now: new Date() }).catch(() => undefined);
    }
  },
});
