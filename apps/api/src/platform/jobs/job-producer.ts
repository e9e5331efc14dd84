// How the API process enqueues background jobs (ADR 0011). In production a
// pg-boss instance that only sends (no supervision, no schedules: the worker
// owns those); in tests an inline runner that runs the handler at once, so a
// test sees the job's effects when the request returns.
import { PgBoss } from 'pg-boss';
import { queueName, type JobContext, type JobDefinition, type JobSendExtras } from './define-job.ts';

export interface JobProducer {
  send<J extends JobDefinition>(job: J, data: Parameters<J['handler']>[0], extras?: JobSendExtras): Promise<void>;
  stop(): Promise<void>;
}

export function createPgBossProducer(connectionString: string): JobProducer {
  const boss = new PgBoss({
    connectionString,
    application_name: 'brandlens-api-jobs',
    schema: 'pgboss',
    max: 2,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  let started: Promise<unknown> | undefined;
  const queues = new Map<string, Promise<unknown>>();
  return {
    async send(job, data, extras) {
      started ??= boss.start();
      await started;
      const name = queueName(job);
      // The worker may not have created the queue yet; createQueue is idempotent.
      if (!queues.has(name))
        queues.set(name, boss.createQueue(name, job.queuePolicy ? { policy: job.queuePolicy } : {}));
      await queues.get(name);
      await boss.send(name, data as object, sendOptionsOf(job, extras));
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/** The job's own send options with the extras of one send, in pg-boss's terms. */
export function sendOptionsOf(job: Pick<JobDefinition, 'sendOptions'>, extras: JobSendExtras = {}) {
  return {
    ...job.sendOptions,
    ...(extras.singletonKey ? { singletonKey: extras.singletonKey } : {}),
    ...(extras.startAfterSeconds ? { startAfter: extras.startAfterSeconds } : {}),
  };
}

export function createInlineJobRunner(context: JobContext): JobProducer {
  return {
    async send(job, data) {
      await job.handler(job.schema.parse(data), context);
    },
    async stop() {},
  };
}
