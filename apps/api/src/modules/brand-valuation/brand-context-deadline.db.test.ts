// The brand context (every product of the seller, its brands) is read within the brand
// valuation's deadline like its figures: a read held up past it answers 503 instead of waiting.
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { READ_DEADLINE_EXCEEDED } from '../../platform/db/read-deadline.queries.ts';
import { BRAND_VALUATION_DEADLINE, loadBrandContext } from './brand-context.service.ts';

// PGlite has one session for every connection: a lock held by one connection cannot hold up another.
describe.skipIf(testBackendName() === 'pglite')(`the brand context's deadline on ${testBackendName()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database.destroy();
  });

  it('answers the context, and a 503 when its read is held up past the deadline', async () => {
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into sellers (slug, name) values ('deadline', 'Deadline') returning id`,
    );
    const sellerId = rows[0]?.id ?? '';
    await database.pool.query(
      `insert into products (seller_id, marketplace_id, sku, asin, brand) values ($1, 'ATVPDKIKX0DER', 'SKU-1', 'B000000001', 'acme')`,
      [sellerId],
    );
    const context = await loadBrandContext(database.db, sellerId);
    expect(context.asinOf('ATVPDKIKX0DER', 'SKU-1')).toBe('B000000001');

    // A change of the seller outdates the kept context; a lock on the products holds up its new read.
    await database.pool.query(`update products set brand = 'other' where seller_id = $1`, [sellerId]);
    const blocker = await database.pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table products in access exclusive mode');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const heldUp = loadBrandContext(database.db, sellerId).catch((error: unknown) => error);
      // Wait (on the database's clock) until the read waits for the lock, then move the clock to the deadline.
      let waiting = 0;
      for (let attempt = 0; attempt < 500 && waiting === 0; attempt += 1) {
        const { rows: locks } = await database.pool.query<{ count: string }>(
          `select count(*) from pg_stat_activity where wait_event_type = 'Lock' and query like '%products%'`,
        );
        waiting = Number(locks[0]?.count);
      }
      expect(waiting).toBe(1);
      await vi.advanceTimersByTimeAsync(BRAND_VALUATION_DEADLINE.ms);
      expect(await heldUp).toMatchObject({ statusCode: 503, code: READ_DEADLINE_EXCEEDED });
    } finally {
      vi.useRealTimers();
      await blocker.query('rollback');
      blocker.release();
    }
  });
});
