// Evaluates one seller's alert rules (docs/alerts.md 'When evaluation runs'):
// queued after an import or a Seller Central sync, when the rules change, on
// the seller's own request and by the daily pass. The queue is 'stately' with a
// key per seller, so a burst of requests collapses into one run after the
// current one. Idempotent: a run raises only occurrences not already live.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { evaluateSellerAlerts } from '../alert-evaluation.service.ts';

export const evaluateSellerAlertsJob = defineJob({
  name: 'alerts.evaluate-seller',
  version: 1,
  schema: z.object({ sellerId: z.uuid() }),
  queuePolicy: 'stately',
  sendOptions: { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
  async handler(data, context) {
    const summary = await evaluateSellerAlerts(context.db, data.sellerId, { now: new Date() });
    // The other types are written; failing the job retries the whole evaluation, which changes nothing twice.
    if (summary.failed.length > 0)
      throw new Error(
        `alert evaluation of seller ${data.sellerId} failed for ${summary.failed
          .map((failure) => `${failure.type} (${failure.message})`)
          .join(', ')}`,
      );
  },
});
