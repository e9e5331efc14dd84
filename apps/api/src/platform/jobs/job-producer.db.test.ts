import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import pino from 'pino';
import { parseEnv } from '../env.ts';
import { createMailer } from '../mail/mailer.ts';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job.ts';
import { createInlineJobRunner, createPgBossProducer, type JobProducer } from './job-producer.ts';
import { createQueue, startWorkers } from './queue.ts';

describe(`the API's job producer on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let worker: PgBoss;
  let producer: JobProducer;
  const seen: string[] = [];
  const noteJob = defineJob({
    name: 'test.note',
    version: 1,
    schema: z.object({ note: z.string().min(1) }),
    async handler(data) {
      seen.push(data.note);
    },
  });
  const env = parseEnv({ NODE_ENV: 'test' });
  const context = () => ({
    db: database.db,
    env,
    mailer: createMailer({ smtpUrl: undefined, from: env.MAIL_FROM, logger: pino({ level: 'silent' }) }),
    worker: { id: 'w', startedAt: new Date(), version: 'test' },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    producer = createPgBossProducer(database.connectionString);
  });
  afterAll(async () => {
    await producer.stop();
    await worker?.stop({ graceful: false, close: true });
    await database.destroy();
  });

  it('sends a job before any worker created its queue, and a worker started later runs it', async () => {
    await producer.send(noteJob, { note: 'queued before the worker' });
    worker = createQueue(database.connectionString);
    await worker.start();
    await startWorkers(worker, [noteJob], context(), pino({ level: 'silent' }));
    for (let waited = 0; seen.length === 0 && waited < 30_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen).toEqual(['queued before the worker']);
  });

  it('runs jobs inline for tests, parsing the payload first', async () => {
    const inline = createInlineJobRunner(context());
    await inline.send(noteJob, { note: 'inline' });
    expect(seen).toContain('inline');
    await expect(inline.send(noteJob, { note: '' })).rejects.toThrow();
  });
});
