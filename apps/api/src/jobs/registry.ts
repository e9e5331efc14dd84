// Every background job the worker runs. A job is added here and nowhere else.
import { syncConnectedSellersJob } from '../modules/amazon-sp-api/jobs/sync-connected-sellers.job.ts';
import { syncSettlementsJob } from '../modules/amazon-sp-api/jobs/sync-settlements.job.ts';
import { refreshFxRatesJob } from '../modules/fx/jobs/refresh-fx-rates.job.ts';
import { importSettlementJob } from '../modules/ingestion/jobs/import-settlement.job.ts';
import { workerHeartbeatJob } from '../modules/system/jobs/worker-heartbeat.job.ts';
import type { JobDefinition } from '../platform/jobs/define-job.ts';

export const jobRegistry: readonly JobDefinition[] = [
  workerHeartbeatJob,
  refreshFxRatesJob,
  importSettlementJob,
  syncSettlementsJob,
  syncConnectedSellersJob,
];

export const scheduledJobs = [
  { job: workerHeartbeatJob, cronFromEnv: 'WORKER_HEARTBEAT_CRON' as const },
  { job: refreshFxRatesJob, cronFromEnv: 'FX_REFRESH_CRON' as const },
  { job: syncConnectedSellersJob, cronFromEnv: 'AMAZON_SP_API_SYNC_CRON' as const },
];
