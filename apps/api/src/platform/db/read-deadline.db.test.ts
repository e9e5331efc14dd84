import { createTestDatabase, sql, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { READ_DEADLINE_EXCEEDED, withPoolDeadline, withReadDeadline } from './read-deadline.queries.ts';

describe(`reads with a deadline on ${testBackendName()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('answers what the read returns, in a read-only transaction with the statement timeout and settings set', async () => {
    const deadline = { ms: 2_000, what: 'The test read', settings: { work_mem: '5MB' } };
    const result = await withReadDeadline(database.db, deadline, async (reader) => {
      const { rows } = await reader.execute<{ timeout: string; readOnly: string; workMem: string; jit: string }>(
        sql`select current_setting('statement_timeout') as timeout, current_setting('transaction_read_only') as "readOnly",
          current_setting('work_mem') as "workMem", current_setting('jit') as jit`,
      );
      return rows[0];
    });
    // JIT is off for every read unless the read's settings turn it on.
    expect(result).toEqual({ timeout: '2s', readOnly: 'on', workMem: '5MB', jit: 'off' });
    const withJit = await withReadDeadline(
      database.db,
      { ...deadline, settings: { jit: 'on' } },
      async (reader) => (await reader.execute<{ jit: string }>(sql`select current_setting('jit') as jit`)).rows[0],
    );
    expect(withJit).toEqual({ jit: 'on' });
    // The setting is the transaction's: the next use of the connection has none.
    const { rows } = await database.pool.query<{ timeout: string }>(
      `select current_setting('statement_timeout') as timeout`,
    );
    expect(rows[0]?.timeout).toBe('0');
  });

  it('fails with a 503 at the deadline when a statement runs longer, and tells the read to stop', async () => {
    const startedAt = performance.now();
    let signal: AbortSignal | undefined;
    const error = await withReadDeadline(database.db, { ms: 300, what: 'The test read' }, (reader, readSignal) => {
      signal = readSignal;
      return reader.execute(sql`select pg_sleep(1.5)`);
    }).catch((caught: unknown) => caught);
    const elapsed = performance.now() - startedAt;
    expect(signal?.aborted).toBe(true);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 503,
      code: READ_DEADLINE_EXCEEDED,
      message: 'The test read took longer than 0.3 s to read; try again in a moment.',
    });
    expect(elapsed).toBeLessThan(1_200);
  });

  it('answers a check on the pool outside a transaction, and a 503 when it outlasts the deadline', async () => {
    const inTransaction = await withPoolDeadline(database.db, { ms: 2_000, what: 'The check' }, async (reader) => {
      const { rows } = await reader.execute<{ xact: string; statement: string }>(
        sql`select now()::text as xact, statement_timestamp()::text as statement`,
      );
      return rows[0];
    });
    // On its own the statement is its transaction: both clocks read its start.
    expect(inTransaction?.xact).toBe(inTransaction?.statement);
    const error = await withPoolDeadline(database.db, { ms: 300, what: 'The check' }, (reader) =>
      reader.execute(sql`select pg_sleep(1)`),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 503, code: READ_DEADLINE_EXCEEDED });
  });
});
