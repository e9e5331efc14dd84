import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { queueName, type JobContext, type JobDefinition, type JobSendExtras } from './define-job.ts';
import { sendOptionsOf } from './job-producer.ts';

/** `instanceName`: the worker's id, under which pg-boss's instance registry records its host, pid and heartbeat. */
export function createQueue(connectionString: string, instanceName?: string): PgBoss {
  return new PgBoss({
    connectionString,
    application_name: 'brandlens-worker',
    schema: 'pgboss',
    max: 4,
    ...(instanceName ? { instanceName } : {}),
  });
}

/** Creates each job's queue (idempotent) and attaches a handler that parses payloads before running. */
export async function startWorkers(
  boss: PgBoss,
  jobs: readonly JobDefinition[],
  context: JobContext,
  logger: Logger,
): Promise<void> {
  for (const job of jobs) {
    const name = queueName(job);
    await boss.createQueue(name, job.queuePolicy ? { policy: job.queuePolicy } : {});
    const options = job.localConcurrency ? { localConcurrency: job.localConcurrency } : {};
    await boss.work<unknown>(name, options, async ([first, ...rest]) => {
      for (const entry of first ? [first, ...rest] : []) {
        const data = job.schema.parse(entry.data ?? {});
        const startedAt = performance.now();
        await job.handler(data, context);
        logger.debug({ job: name, id: entry.id, ms: Math.round(performance.now() - startedAt) }, 'job done');
      }
    });
  }
}

export async function sendJob<J extends JobDefinition>(
  boss: PgBoss,
  job: J,
  data: Parameters<J['handler']>[0],
  extras?: JobSendExtras,
): Promise<string | null> {
  return boss.send(queueName(job), data as object, sendOptionsOf(job, extras));
}

/**
 * Sends a job afresh, then cancels the other unfinished jobs of its queue whose payload holds `match`
 * (e.g. the active job of a worker that died, which pg-boss would otherwise retry much later).
 * Sent first, so a failure leaves the old job in place rather than no job at all.
 */
export async function resendJob<J extends JobDefinition>(
  boss: PgBoss,
  job: J,
  data: Parameters<J['handler']>[0],
  match: object,
): Promise<void> {
  const name = queueName(job);
  const sentId = await sendJob(boss, job, data);
  const others = (await boss.findJobs(name, { data: match })).filter(
    (entry) => entry.id !== sentId && ['created', 'retry', 'active'].includes(entry.state),
  );
  if (others.length > 0)
    await boss.cancel(
      name,
      others.map((entry) => entry.id),
    );
}
