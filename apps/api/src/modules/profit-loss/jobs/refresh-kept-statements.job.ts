// Computes again the statement months (ADR 0037) and the product table months (ADR 0048) an import
// or a sync outdated, so the next reader finds them ready. Queued by the import and sync jobs; 'stately' per seller, so a burst
// of imports collapses into one refresh after the current one. Idempotent.
import { z } from 'zod';
import { defineJob, type JobSender } from '../../../platform/jobs/define-job.ts';
import { refreshKeptProductTables } from '../product-table-kept-refresh.service.ts';
import { refreshKeptStatements } from '../statement-kept-refresh.service.ts';

export const refreshKeptStatementsJob = defineJob({
  name: 'profit-loss.refresh-kept-statements',
  version: 1,
  schema: z.object({ sellerId: z.uuid() }),
  queuePolicy: 'stately',
  sendOptions: { retryLimit: 1, retryDelay: 60, expireInSeconds: 15 * 60 },
  async handler(data, context) {
    await refreshKeptStatements(context.db, data.sellerId);
    await refreshKeptProductTables(context.db, data.sellerId);
  },
});

/** After a seller's data changed: one refresh per seller waits in the queue, a few seconds later. */
export async function requestKeptStatementRefresh(jobs: JobSender, sellerId: string): Promise<void> {
  await jobs.send(refreshKeptStatementsJob, { sellerId }, { singletonKey: sellerId, startAfterSeconds: 5 });
}
