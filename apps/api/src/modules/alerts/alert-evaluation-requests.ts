// How anything asks for a seller's alert evaluation: the import and sync jobs,
// the rules routes, the submit route, the daily pass. One queued job per seller
// (the job's stately queue drops a duplicate while one is queued).
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { evaluateSellerAlertsJob } from './jobs/evaluate-seller-alerts.job.ts';

/**
 * After imports and syncs the evaluation waits this long: a burst (a history of 200 settlements,
 * a backfill's steps) then costs one evaluation every few seconds instead of one per file, and the
 * requests that come while it waits are dropped by the queue.
 */
export const AFTER_DATA_CHANGE_SECONDS = 15;

export async function requestAlertEvaluation(
  jobs: JobSender,
  sellerId: string,
  reason: 'data-changed' | 'asked' = 'asked',
): Promise<void> {
  await jobs.send(
    evaluateSellerAlertsJob,
    { sellerId },
    { singletonKey: sellerId, ...(reason === 'data-changed' ? { startAfterSeconds: AFTER_DATA_CHANGE_SECONDS } : {}) },
  );
}
