// Job worker entry point: composition only. Runs pg-boss on the same database
// as the API and registers every job of the registry.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { jobRegistry, scheduledJobs } from './jobs/registry.ts';
import { connectDatabase, createLogger, loadEnvOrExit } from './platform/boot.ts';
import { queueName, type JobSender } from './platform/jobs/define-job.ts';
import { createQueue, resendJob, sendJob, startWorkers } from './platform/jobs/queue.ts';
import { createRecurringTask } from './platform/jobs/recurring-task.ts';
import { createWorkerLiveness } from './platform/jobs/worker-liveness.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { onShutdown } from './platform/shutdown.ts';
import { APP_VERSION } from './platform/version.ts';
import { workerHeartbeatJob } from './modules/system/jobs/worker-heartbeat.job.ts';
import { resumeInterruptedImports } from './modules/ingestion/import-recovery.service.ts';
import { importSettlementJob } from './modules/ingestion/jobs/import-settlement.job.ts';
import { sweepOrphanedUploads } from './modules/ingestion/upload-files.service.ts';
import {
  startSpApiNotifications,
  type NotificationConsumer,
} from './modules/amazon-sp-api/notifications/notification-consumer.service.ts';

/** How often a live worker looks for imports of workers that died (pg-boss registers a beat every 30 s). */
const RESUME_CHECK_INTERVAL_MS = 30_000;

const env = loadEnvOrExit();
const logger = createLogger(env, 'worker');
const deps = await connectDatabase(env, 'brandlens-worker');
const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
const worker = {
  id: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  startedAt: new Date(),
  version: APP_VERSION,
};
// Registered in pg-boss's instance registry under the worker's id, which imports record when claimed.
const boss = createQueue(deps.env.DATABASE_URL ?? '', worker.id);
boss.on('error', (error) => logger.error({ err: error }, 'queue error'));
await boss.start();

// Imports left running by a worker that died resume now, and whenever a live worker notices one (ADR 0031).
const liveness = createWorkerLiveness(boss, { id: worker.id, isSoleWorker: env.DATABASE_EMBEDDED });
const resumeImports = createRecurringTask(logger, 'resume interrupted imports', async () => {
  const resumed = await resumeInterruptedImports({
    db: deps.db,
    findGoneWorkers: liveness.findGoneWorkers,
    requeue: (importId) => resendJob(boss, importSettlementJob, { importId }, { importId }),
  });
  if (resumed.length > 0) logger.warn({ imports: resumed }, 'imports of a worker that stopped were queued again');
});
// Seller Central notifications are read once the sync jobs they queue can run, and stop being read first.
const notifications: { consumer?: NotificationConsumer } = {};
onShutdown(logger, [
  async () => notifications.consumer?.stop(),
  async () => resumeImports.stop(),
  () => boss.stop({ graceful: true, timeout: 10_000 }),
  async () => mailer.close(),
  () => deps.pool.end(),
]);

await resumeImports.runNow();
const swept = await sweepOrphanedUploads(deps.db, env.DATA_DIR).catch((error: unknown) => {
  logger.error({ err: error }, 'sweeping orphaned upload files failed');
  return [];
});
if (swept.length > 0) logger.info({ files: swept.length }, 'removed orphaned upload files');

const jobs = {
  send: (job, data, extras) => sendJob(boss, job, data, extras).then(() => undefined),
} satisfies JobSender;
await startWorkers(boss, jobRegistry, { db: deps.db, env, mailer, worker, jobs }, logger);
for (const { job, cronFromEnv } of scheduledJobs) await boss.schedule(queueName(job), env[cronFromEnv]);
await sendJob(boss, workerHeartbeatJob, {});
resumeImports.every(RESUME_CHECK_INTERVAL_MS);
notifications.consumer = startSpApiNotifications({ db: deps.db, env, jobs, logger });
logger.info({ workerId: worker.id, jobs: jobRegistry.map(queueName) }, 'worker ready');
