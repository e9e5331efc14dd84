// How anything asks for a seller's ads sync: the connect callback, a profile
// chosen, Sync now, the schedule. One queued job per seller (the job's stately
// queue drops a duplicate while one is queued).
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { adsSyncJobKey, syncAdsSellerJob, type TAdsSyncReason } from './jobs/sync-ads-seller.job.ts';

export async function requestAdsSync(
  deps: { jobs: JobSender },
  sellerId: string,
  reason: TAdsSyncReason,
): Promise<void> {
  await deps.jobs.send(syncAdsSellerJob, { sellerId, reason }, { singletonKey: adsSyncJobKey(sellerId) });
}
