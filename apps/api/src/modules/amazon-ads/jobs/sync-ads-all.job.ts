// The schedule that keeps every Amazon Advertising connection fresh
// (AMAZON_ADS_SYNC_CRON, hourly at minute 17): a pass only queues one sync job
// per seller with a chosen profile, so any number of workers share them; a
// server without the Login with Amazon client does nothing. Without a job
// sender (a handler run inline in tests) each seller is synced in turn.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { findSellersWithAdsToSync } from '../ads-connection.queries.ts';
import { adsConfigFrom } from '../ads-lwa.ts';
import { requestAdsSync } from '../ads-sync-requests.ts';
import { runAdsSync } from '../ads-sync.service.ts';

export const syncAdsAllJob = defineJob({
  name: 'amazon-ads.sync-all',
  version: 1,
  schema: z.object({}),
  // The next pass comes with the schedule; a pass is not retried.
  sendOptions: { retryLimit: 0, expireInSeconds: 3600 },
  async handler(_data, context) {
    if (!adsConfigFrom(context.env)) return;
    for (const sellerId of await findSellersWithAdsToSync(context.db)) {
      if (context.jobs) await requestAdsSync({ jobs: context.jobs }, sellerId, 'schedule');
      else await runAdsSync({ db: context.db, env: context.env }, sellerId).catch(() => undefined);
    }
  },
});
