// Every background job the worker runs. A job is added here and nowhere else.
import { workerHeartbeatJob } from '../modules/system/jobs/worker-heartbeat.job.ts';
import type { JobDefinition } from '../platform/jobs/define-job.ts';

export const jobRegistry: readonly JobDefinition[] = [workerHeartbeatJob];

export const scheduledJobs = [{ job: workerHeartbeatJob, cronFromEnv: 'WORKER_HEARTBEAT_CRON' as const }];
