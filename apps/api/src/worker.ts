// Job worker entry point: composition only. Runs pg-boss on the same database
// as the API and registers every job of the registry.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { jobRegistry, scheduledJobs } from './jobs/registry.ts';
import { connectDatabase, createLogger, loadEnvOrExit } from './platform/boot.ts';
import { queueName } from './platform/jobs/define-job.ts';
import { createQueue, sendJob, startWorkers } from './platform/jobs/queue.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { onShutdown } from './platform/shutdown.ts';
import { APP_VERSION } from './platform/version.ts';
import { workerHeartbeatJob } from './modules/system/jobs/worker-heartbeat.job.ts';

const env = loadEnvOrExit();
const logger = createLogger(env, 'worker');
const deps = await connectDatabase(env, 'brandlens-worker');
const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
const boss = createQueue(deps.env.DATABASE_URL ?? '');
boss.on('error', (error) => logger.error({ err: error }, 'queue error'));
await boss.start();
onShutdown(logger, [
  () => boss.stop({ graceful: true, timeout: 10_000 }),
  async () => mailer.close(),
  () => deps.pool.end(),
]);

const worker = {
  id: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  startedAt: new Date(),
  version: APP_VERSION,
};
await startWorkers(boss, jobRegistry, { db: deps.db, env, mailer, worker }, logger);
for (const { job, cronFromEnv } of scheduledJobs) await boss.schedule(queueName(job), env[cronFromEnv]);
await sendJob(boss, workerHeartbeatJob, {});
logger.info({ workerId: worker.id, jobs: jobRegistry.map(queueName) }, 'worker ready');
