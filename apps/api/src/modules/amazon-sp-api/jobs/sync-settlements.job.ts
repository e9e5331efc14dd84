// Syncs one seller's settlement reports from Seller Central. Idempotent: a
// report already imported is skipped by name, a settlement already stored by
// the importer. A lost authorisation is recorded on the connection and not
// retried (only the seller can fix it); other failures retry with pg-boss.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { SpApiAuthorisationLostError } from '../sp-api.errors.ts';
import { syncSettlements } from '../settlement-sync.service.ts';

export const syncSettlementsJob = defineJob({
  name: 'amazon-sp-api.sync-settlements',
  version: 1,
  schema: z.object({ sellerId: z.uuid() }),
  sendOptions: { retryLimit: 3, retryDelay: 300, expireInSeconds: 3 * 3600 },
  async handler(data, context) {
    try {
      await syncSettlements({ db: context.db, env: context.env }, data.sellerId);
    } catch (error) {
      if (error instanceof SpApiAuthorisationLostError) return;
      throw error;
    }
  },
});
