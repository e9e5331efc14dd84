// One seller's Amazon Advertising sync. The queue is 'stately' with a key per
// seller: a burst of requests (connect, a profile chosen, Sync now, the
// schedule) collapses into one queued run, and a seller's sync never runs
// twice at once. Reports Amazon is still making bring the job back after a
// short delay while they are young; older ones wait for the schedule. A lost
// authorisation or a connection that is gone ends the job quietly: only the
// seller can fix those, and the Connections tab says so.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { AdsNotConnectedError, AdsSyncNotConfiguredError, runAdsSync } from '../ads-sync.service.ts';

export const ADS_SYNC_REASONS = ['connect', 'select', 'schedule', 'manual', 'waiting'] as const;
export type TAdsSyncReason = (typeof ADS_SYNC_REASONS)[number];

export const adsSyncJobKey = (sellerId: string) => `ads:${sellerId}`;

export const syncAdsSellerJob = defineJob({
  name: 'amazon-ads.sync-seller',
  version: 1,
  schema: z.object({ sellerId: z.uuid(), reason: z.enum(ADS_SYNC_REASONS) }),
  queuePolicy: 'stately',
  // A run mostly waits on Amazon: a few at once per worker process.
  localConcurrency: 4,
  sendOptions: { retryLimit: 2, retryDelay: 300, expireInSeconds: 3600 },
  async handler(data, context) {
    let result;
    try {
      result = await runAdsSync({ db: context.db, env: context.env }, data.sellerId);
    } catch (error) {
      if (error instanceof AdsNotConnectedError || error instanceof AdsSyncNotConfiguredError) return;
      throw error;
    }
    if (result.waitMs === undefined || !context.jobs) return;
    await context.jobs.send(
      syncAdsSellerJob,
      { sellerId: data.sellerId, reason: 'waiting' },
      { singletonKey: adsSyncJobKey(data.sellerId), startAfterSeconds: Math.ceil(result.waitMs / 1000) },
    );
  },
});
