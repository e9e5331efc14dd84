// The schedule that keeps connected sellers fresh (AMAZON_SP_API_SYNC_CRON): one
// pass over every seller with an active Seller Central connection, syncing each
// in turn. One seller's failure is recorded on its connection (by the sync) and
// does not stop the others; a server not configured for Amazon does nothing.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { syncSettlements } from '../settlement-sync.service.ts';
import { spApiConfigFrom } from '../sp-api-config.ts';
import { findSellersToSync } from '../sp-api-sync.queries.ts';

export const syncConnectedSellersJob = defineJob({
  name: 'amazon-sp-api.sync-connected-sellers',
  version: 1,
  schema: z.object({}),
  // The next run comes with the schedule; a pass is not retried.
  sendOptions: { retryLimit: 0, expireInSeconds: 6 * 3600 },
  async handler(_data, context) {
    if (!spApiConfigFrom(context.env) || !context.env.CONNECTIONS_ENCRYPTION_KEY) return;
    for (const sellerId of await findSellersToSync(context.db)) {
      await syncSettlements({ db: context.db, env: context.env }, sellerId).catch(() => undefined);
    }
  },
});
