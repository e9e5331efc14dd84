import { createTestDatabase, testBackendName, workerHeartbeats, type TestDatabase } from '@brandlens/db';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { workerHeartbeatJob } from '../../modules/system/jobs/worker-heartbeat.job.ts';
import { parseEnv } from '../env.ts';
import { createMailer } from '../mail/mailer.ts';
import { defineJob } from './define-job.ts';
import { createQueue, sendJob, startWorkers } from './queue.ts';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe(`pg-boss jobs on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let boss: PgBoss;
  const seen: number[] = [];
  const echoJob = defineJob({
    name: 'test.echo',
    version: 1,
    schema: z.object({ n: z.number().int() }),
    async handler(data) {
      seen.push(data.n);
    },
  });

  // Each job waits (up to 10 s) until three run at once: only a queue with localConcurrency 3 gets there.
  const concurrency = { active: 0, most: 0, done: 0 };
  const waitingJob = defineJob({
    name: 'test.waiting',
    version: 1,
    schema: z.object({}),
    localConcurrency: 3,
    async handler() {
      concurrency.active += 1;
      concurrency.most = Math.max(concurrency.most, concurrency.active);
      const deadline = Date.now() + 10_000;
      while (concurrency.most < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      concurrency.active -= 1;
      concurrency.done += 1;
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    boss = createQueue(database.connectionString);
    await boss.start();
    const worker = { id: 'test-worker', startedAt: new Date('2026-11-22T00:00:00Z'), version: '9.9.9' };
    const env = parseEnv({ NODE_ENV: 'test' });
    const mailer = createMailer({ smtpUrl: undefined, from: env.MAIL_FROM, logger: pino({ level: 'silent' }) });
    await startWorkers(
      boss,
      [workerHeartbeatJob, echoJob, waitingJob],
      { db: database.db, env, mailer, worker },
      pino({ level: 'silent' }),
    );
  });
  afterAll(async () => {
    await boss.stop({ graceful: false, close: true });
    await database.destroy();
  });

  it('runs a queued job through its handler with the parsed payload', async () => {
    await sendJob(boss, echoJob, { n: 41 });
    await sendJob(boss, echoJob, { n: 42 });
    await waitFor(async () => (seen.length >= 2 ? true : undefined));
    expect(seen.sort()).toEqual([41, 42]);
  });

  it('runs as many jobs of a queue at once as its localConcurrency', async () => {
    for (let index = 0; index < 3; index += 1) await sendJob(boss, waitingJob, {});
    await waitFor(async () => (concurrency.done >= 3 ? true : undefined));
    expect(concurrency.most).toBe(3);
  });

  it('records the heartbeat of the worker that ran the job', async () => {
    await sendJob(boss, workerHeartbeatJob, {});
    const beat = await waitFor(async () => (await database.db.select().from(workerHeartbeats))[0]);
    expect(beat).toMatchObject({ workerId: 'test-worker', version: '9.9.9', pid: process.pid });
  });
});
