import type { Database } from '@brandlens/db';
import type { Env } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { z } from 'zod';

export interface JobContext {
  db: Database;
  /** The environment parsed once at start. */
  env: Env;
  /** Mails from jobs (e.g. an import's result): SMTP, or the outbox and the log without it. */
  mailer: Mailer;
  /** The worker process running the job (not the one that enqueued it). */
  worker: { id: string; startedAt: Date; version: string };
  /** Sends further jobs (pg-boss in a worker); absent in tests that run a handler inline. */
  jobs?: JobSender;
}

/** Per-send options on top of the job's own: one queued job per key, and a delay. */
export interface JobSendExtras {
  /** pg-boss singletonKey: while a job with this key is queued, another send of it is dropped. */
  singletonKey?: string;
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
}

export interface JobSender {
  send<J extends JobDefinition>(job: J, data: Parameters<J['handler']>[0], extras?: JobSendExtras): Promise<void>;
}

/**
 * A background job: a versioned name, the zod schema of its payload and an
 * idempotent handler that delegates to a service. Payloads are parsed before
 * the handler runs, so a malformed job fails loudly instead of half-running.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  version: number;
  schema: S;
  handler: (data: z.output<S>, context: JobContext) => Promise<void>;
  /** pg-boss retry, expiry and heartbeat of each job sent (by the API or a worker); pg-boss's defaults without. */
  sendOptions?: JobSendOptions;
  /**
   * pg-boss 'stately': at most one queued and one active job per singleton key, so a burst of
   * sends for one key collapses into one run after the current one. Set when the queue is created.
   */
  queuePolicy?: 'stately';
  /**
   * Jobs of this queue one worker process runs at once (pg-boss localConcurrency; 1 without).
   * For jobs that mostly wait on a remote API, where one at a time would leave the process idle.
   */
  localConcurrency?: number;
}

export interface JobSendOptions {
  retryLimit?: number;
  retryDelay?: number;
  expireInSeconds?: number;
  heartbeatSeconds?: number;
}

export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return job;
}

/** The pg-boss queue name carries the version, so a changed payload never meets an old handler. */
export function queueName(job: Pick<JobDefinition, 'name' | 'version'>): string {
  return `${job.name}.v${job.version}`;
}
