import { createTestDatabase, createDatabase, createPool, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimit, formatWait, releaseRateLimit, takeRateLimit, type RateLimit } from './rate-limiter.ts';

// The limiter every process shares: counters in PostgreSQL, taken in one statement.
describe(`rate limiter on ${testBackendName()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  const limit: RateLimit = { name: 'test-limit', max: 5, windowSeconds: 600 };

  it('lets exactly max of 40 concurrent hits through, from two separate pools (two API processes)', async () => {
    const other = createPool({
      connectionString: database.connectionString,
      max: 4,
      isEmbedded: database.backend === 'pglite',
    });
    const dbs = [database.db, createDatabase(other)];
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) => takeRateLimit(dbs[index % 2]!, limit, 'shared-subject')),
    );
    await other.end();
    expect(outcomes.filter((outcome) => outcome.isAllowed)).toHaveLength(5);
    const refused = outcomes.find((outcome) => !outcome.isAllowed);
    expect(refused && !refused.isAllowed && refused.retryAfterSeconds).toBeGreaterThan(590);
  });

  it('counts subjects apart, case and spaces aside, and stores no subject in clear', async () => {
    expect((await takeRateLimit(database.db, limit, ' Other@Example.test ')).isAllowed).toBe(true);
    const { rows } = await database.pool.query<{ key: string; hits: number }>(
      `select key, hits from rate_limit_counters order by key`,
    );
    expect(rows.map((row) => row.hits).sort()).toEqual([1, 5]);
    expect(rows.every((row) => /^test-limit:[0-9a-f]{64}$/.test(row.key))).toBe(true);
    expect((await takeRateLimit(database.db, limit, 'other@example.test', 4)).isAllowed).toBe(true);
    expect((await takeRateLimit(database.db, limit, 'other@example.test')).isAllowed).toBe(false);
  });

  it('refuses a cost above the limit outright, and does not count refused hits', async () => {
    expect(await takeRateLimit(database.db, limit, 'costly', 6)).toEqual({ isAllowed: false, retryAfterSeconds: 600 });
    expect((await takeRateLimit(database.db, limit, 'costly', 3)).isAllowed).toBe(true);
    expect((await takeRateLimit(database.db, limit, 'costly', 3)).isAllowed).toBe(false);
    expect((await takeRateLimit(database.db, limit, 'costly', 2)).isAllowed).toBe(true);
  });

  it('gives hits back, and clears a subject', async () => {
    await releaseRateLimit(database.db, limit, 'costly', 2);
    expect((await takeRateLimit(database.db, limit, 'costly', 2)).isAllowed).toBe(true);
    await clearRateLimit(database.db, limit, 'costly');
    expect((await takeRateLimit(database.db, limit, 'costly', 5)).isAllowed).toBe(true);
  });

  it('starts a new window once the last one ended', async () => {
    expect((await takeRateLimit(database.db, limit, 'shared-subject')).isAllowed).toBe(false);
    await database.pool.query(`update rate_limit_counters set window_ends_at = now() - interval '1 second'`);
    expect((await takeRateLimit(database.db, limit, 'shared-subject')).isAllowed).toBe(true);
    const { rows } = await database.pool.query<{ seconds: number }>(
      `select round(extract(epoch from window_ends_at - now()))::int as seconds from rate_limit_counters
       where hits = 1 order by window_ends_at desc limit 1`,
    );
    expect(rows[0]?.seconds).toBeGreaterThan(590);
  });

  it('says how long to wait in words', () => {
    expect([formatWait(1), formatWait(60), formatWait(61), formatWait(900), formatWait(3 * 3600)]).toEqual([
      '1 minute',
      '1 minute',
      '2 minutes',
      '15 minutes',
      '3 hours',
    ]);
  });
});
