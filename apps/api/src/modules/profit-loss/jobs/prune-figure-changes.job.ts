// The daily prune (FIGURE_CHANGES_PRUNE_CRON) of the change logs that kept figures are checked
// against, and of kept statement months too old to be used (figure-changes.queries.ts, ADR 0037).
// Idempotent: a second run finds nothing more to remove.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { pruneFigureChanges } from '../figure-changes.queries.ts';

export const pruneFigureChangesJob = defineJob({
  name: 'profit-loss.prune-figure-changes',
  version: 1,
  schema: z.object({}),
  // The next run comes with the schedule.
  sendOptions: { retryLimit: 0, expireInSeconds: 3600 },
  async handler(_data, context) {
    await pruneFigureChanges(context.db);
  },
});
