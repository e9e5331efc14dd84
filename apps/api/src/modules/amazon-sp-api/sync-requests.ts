// How anything asks for a seller's sync: the schedule, a notification, the
// connect callback, the Sync now button. One queued job per seller and step
// set (the job's stately queue drops a duplicate while one is queued).
import type { Database } from '@brandlens/db';
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { syncSellerJob } from './jobs/sync-seller.job.ts';
import type { TSyncStep } from './sync-step.ts';
import { orderedSteps, syncJobKey } from './sync-steps.ts';

export type TSyncReason = 'notification' | 'schedule' | 'connect' | 'manual' | 'waiting';

export async function requestSellerSync(
  deps: { db: Database; jobs: JobSender },
  sellerId: string,
  steps: readonly TSyncStep[],
  reason: TSyncReason,
  startAfterSeconds?: number,
): Promise<void> {
  const ordered = orderedSteps(steps);
  if (ordered.length === 0) return;
  await deps.jobs.send(
    syncSellerJob,
    { sellerId, steps: ordered, reason },
    { singletonKey: syncJobKey(sellerId, ordered), ...(startAfterSeconds ? { startAfterSeconds } : {}) },
  );
}
