// Daily after the ECB publishes (about 16:00 CET): stores the day's reference
// rates, the history on first run, and the secondary provider's currencies.
// Idempotent: a re-run writes nothing already stored.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { fxFeedsFrom } from '../fx-feeds.ts';
import { refreshFxRates } from '../fx.service.ts';

export const refreshFxRatesJob = defineJob({
  name: 'fx.refresh-rates',
  version: 1,
  schema: z.object({}),
  async handler(_data, { db, env }) {
    await refreshFxRates(db, fxFeedsFrom(env));
  },
});
