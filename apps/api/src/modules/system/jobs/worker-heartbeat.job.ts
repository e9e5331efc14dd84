// Records that a job worker is alive and processing, so /api/health can show
// when jobs last ran. Idempotent: it only moves a timestamp forward.
import { hostname } from 'node:os';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { upsertWorkerBeat } from '../system.queries.ts';

export const workerHeartbeatJob = defineJob({
  name: 'system.worker-heartbeat',
  version: 1,
  schema: z.object({}),
  async handler(_data, { db, worker }) {
    await upsertWorkerBeat(db, {
      workerId: worker.id,
      hostname: hostname(),
      pid: process.pid,
      version: worker.version,
      startedAt: worker.startedAt,
    });
  },
});
