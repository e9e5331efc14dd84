// The schedules that keep connected sellers fresh: every step hourly
// (AMAZON_SP_API_SYNC_CRON) and what orders change every few minutes
// (AMAZON_SP_API_FRESH_SYNC_CRON). A pass only queues one sync job per seller,
// so any number of workers share the sellers; a server not configured for
// Amazon does nothing. Without a job sender (a handler run inline in tests)
// each seller is synced in turn, one's failure not stopping the others.
import { z } from 'zod';
import { defineJob, type JobContext } from '../../../platform/jobs/define-job.ts';
import { runSellerSync } from '../seller-sync.service.ts';
import { spApiConfigFrom } from '../sp-api-config.ts';
import { findSellersToSync } from '../sp-api-sync.queries.ts';
import type { TSyncStep } from '../sync-step.ts';
import { ALL_SYNC_STEPS, FRESH_SYNC_STEPS } from '../sync-steps.ts';
import { requestSellerSync } from '../sync-requests.ts';

async function syncConnectedSellers(context: JobContext, steps: readonly TSyncStep[]): Promise<void> {
  if (!spApiConfigFrom(context.env) || !context.env.CONNECTIONS_ENCRYPTION_KEY || steps.length === 0) return;
  for (const sellerId of await findSellersToSync(context.db)) {
    if (context.jobs) await requestSellerSync({ db: context.db, jobs: context.jobs }, sellerId, steps, 'schedule');
    else
      await runSellerSync({ db: context.db, env: context.env, mailer: context.mailer }, sellerId, steps).catch(
        () => undefined,
      );
  }
}

export const syncConnectedSellersJob = defineJob({
  name: 'amazon-sp-api.sync-connected-sellers',
  version: 1,
  schema: z.object({}),
  // The next run comes with the schedule; a pass is not retried.
  sendOptions: { retryLimit: 0, expireInSeconds: 3600 },
  handler: (_data, context) => syncConnectedSellers(context, ALL_SYNC_STEPS),
});

export const syncFreshDataJob = defineJob({
  name: 'amazon-sp-api.sync-fresh-data',
  version: 1,
  schema: z.object({}),
  sendOptions: { retryLimit: 0, expireInSeconds: 600 },
  handler: (_data, context) => syncConnectedSellers(context, FRESH_SYNC_STEPS),
});
