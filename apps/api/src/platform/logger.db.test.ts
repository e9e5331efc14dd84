import { Writable } from 'node:stream';
import { createTestDatabase, testBackendName, users, type TestDatabase } from '@brandlens/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailedLink } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createLoggerOptions } from './logger.ts';
import { hashPassword } from './passwords.ts';

/** A stream that keeps every log line written to it. */
function logSink(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

// ADR 0028: no log line carries a mailed token or a statement's parameters.
describe(`secrets kept out of the logs on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const sink = logSink();
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database, { logStream: sink.stream });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('logs the verification request without the token in its path', async () => {
    await createUser(testApp, 'logged@logs.test', {}, { isVerified: false });
    const evt = mailedLink(testApp, 'logged@logs.test', '/login').searchParams.get('evt') ?? '';
    expect((await testApp.call('POST', `/api/email-verifications/${evt}`)).statusCode).toBe(200);
    const requestLines = sink.lines.filter((line) => line.includes('/api/email-verifications/'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.some((line) => line.includes('/api/email-verifications/[redacted]'))).toBe(true);
    expect(sink.lines.some((line) => line.includes(evt))).toBe(false);
  });

  it('logs a failed query with a password hash parameter without the hash', async () => {
    const passwordHash = await hashPassword('a password that is logged nowhere');
    // A second account with the same address: the insert fails on the unique email, with the hash among its parameters.
    const [existing] = await database.db.select({ organizationId: users.organizationId }).from(users).limit(1);
    const failure = await database.db
      .insert(users)
      .values({ email: 'logged@logs.test', passwordHash, organizationId: existing?.organizationId ?? '' })
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).toContain(passwordHash);

    const errorSink = logSink();
    const logger = pino(createLoggerOptions({ LOG_LEVEL: 'info' }) as pino.LoggerOptions, errorSink.stream);
    // The shapes the error handler logs: a failed request, and an AppError with its cause.
    logger.error({ err: failure }, 'request failed');
    logger.warn({ err: new Error('a dependency failed', { cause: failure }), cause: failure }, 'dependency failed');
    const printed = errorSink.lines.join('\n');
    expect(errorSink.lines).toHaveLength(2);
    expect(printed).not.toContain(passwordHash);
    expect(printed).not.toContain(passwordHash.split('$').at(-1));
    expect(printed).toContain('Failed query: insert into \\"users\\"');
    expect(printed).toContain('users_email');
  });
});
