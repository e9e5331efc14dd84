import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { queueName, type JobContext, type JobDefinition } from './define-job.ts';

export function createQueue(connectionString: string): PgBoss {
  return new PgBoss({ connectionString, application_name: 'brandlens-worker', schema: 'pgboss', max: 4 });
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
    await boss.createQueue(name);
    await boss.work<unknown>(name, async ([first, ...rest]) => {
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
): Promise<string | null> {
  return boss.send(queueName(job), data as object);
}
