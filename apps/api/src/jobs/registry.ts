// Every background job the worker runs. A job is added here and nowhere else.
import { refreshFxRatesJob } from '../modules/fx/jobs/refresh-fx-rates.job.ts';
import { importSettlementJob } from '../modules/ingestion/jobs/import-settlement.job.ts';
import { workerHeartbeatJob } from '../modules/system/jobs/worker-heartbeat.job.ts';
import type { JobDefinition } from '../platform/jobs/define-job.ts';

export const jobRegistry: readonly JobDefinition[] = [workerHeartbeatJob, refreshFxRatesJob, importSettlementJob];

export const scheduledJobs = [
  { job: workerHeartbeatJob, cronFromEnv: 'WORKER_HEARTBEAT_CRON' as const },
  { job: refreshFxRatesJob, cronFromEnv: 'FX_REFRESH_CRON' as const },
];
