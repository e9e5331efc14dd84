import type { Database } from '@brandlens/db';
import type { Pool } from 'pg';
import type { Env } from './env.ts';
import type { JobProducer } from './jobs/job-producer.ts';
import type { Mailer } from './mail/mailer.ts';

/** What route handlers may use; built once by the composition root. */
export interface AppDeps {
  env: Env;
  pool: Pool;
  db: Database;
  mailer: Mailer;
  /** Enqueues background jobs for the worker (inline in tests). */
  jobs: JobProducer;
}
