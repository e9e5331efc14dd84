// One seller's Seller Central sync (every step, or those asked for). The queue
// is 'stately' with a key per seller and step set: a burst of notifications or
// clicks collapses into one queued run, and one seller never has the same sync
// running twice. Steps waiting on a report Amazon is still making come back as
// a job of their own after the step's delay. A lost authorisation or a
// connection that is gone ends the job quietly: only the seller can fix those.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { requestKeptStatementRefresh } from '../../profit-loss/jobs/refresh-kept-statements.job.ts';
import { requestAlertEvaluation } from '../../alerts/alert-evaluation-requests.ts';
import { ZSyncStep } from '../sync-step.ts';
import { runSellerSync, SellerNotConnectedError, SyncNotConfiguredError } from '../seller-sync.service.ts';
import { orderedSteps, syncJobKey } from '../sync-steps.ts';

export const syncSellerJob = defineJob({
  name: 'amazon-sp-api.sync-seller',
  version: 1,
  schema: z.object({
    sellerId: z.uuid(),
    steps: z.array(ZSyncStep).min(1),
    reason: z.enum(['notification', 'schedule', 'connect', 'manual', 'waiting']),
  }),
  queuePolicy: 'stately',
  // A run mostly waits on Amazon (a fresh pass: about 2.5 s, 0.2 s of it CPU): eight at once per
  // worker process, within its ten database connections (docs/sync-scale.md).
  localConcurrency: 8,
  sendOptions: { retryLimit: 2, retryDelay: 300, expireInSeconds: 3 * 3600 },
  async handler(data, context) {
    let result;
    try {
      result = await runSellerSync(
        { db: context.db, env: context.env, mailer: context.mailer },
        data.sellerId,
        data.steps,
      );
    } catch (error) {
      if (error instanceof SellerNotConnectedError || error instanceof SyncNotConfiguredError) return;
      throw error;
    }
    // What the run stored (or a lost authorisation) may raise or clear alerts (docs/alerts.md).
    if (context.jobs) {
      await requestAlertEvaluation(context.jobs, data.sellerId, 'data-changed');
      await requestKeptStatementRefresh(context.jobs, data.sellerId);
    }
    const waiting = result.steps.filter((step) => step.state === 'waiting');
    if (waiting.length === 0 || !context.jobs) return;
    const waitMs = Math.min(...waiting.map((step) => step.waitMs ?? 60_000));
    const steps = orderedSteps(waiting.map((step) => step.step));
    await context.jobs.send(
      syncSellerJob,
      { sellerId: data.sellerId, steps, reason: 'waiting' },
      { singletonKey: syncJobKey(data.sellerId, steps), startAfterSeconds: Math.ceil(waitMs / 1000) },
    );
  },
});
