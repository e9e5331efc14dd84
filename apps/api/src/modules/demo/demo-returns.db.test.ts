import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { demoRefunds } from '@brandlens/db/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { DEMO_SEED, storeDemoReturns } from './demo-data.service.ts';

// The demo seller's customer returns as `npm start` stores them: the default demo's refunds.
const OPTIONS = { seed: DEMO_SEED, now: new Date('2026-11-26T08:00:00Z') };

const FIGURES_SQL = `select count(*)::int as returns, sum(quantity)::int as units, count(distinct reason)::int as reasons,
    count(*) filter (where source = 'demo')::int as demo, count(distinct license_plate_number)::int as plates
  from fba_customer_returns where seller_id = $1`;

describe(`demo customer returns on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sellerId: string;
  const refunds = demoRefunds(OPTIONS);

  beforeAll(async () => {
    database = await createTestDatabase();
    sellerId = await resolveCliSeller(database.db, 'returns-demo', true);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it("stores one return per refunded order item with the refund's units; a second run replaces the first", async () => {
    expect(refunds).toHaveLength(2_218);
    expect(refunds.reduce((sum, refund) => sum + refund.quantity, 0)).toBe(2_592);
    expect(await storeDemoReturns(database.db, sellerId, OPTIONS)).toBe(2_218);
    const expected = { returns: 2_218, units: 2_592, reasons: 14, demo: 2_218, plates: 2_218 };
    expect((await database.pool.query(FIGURES_SQL, [sellerId])).rows[0]).toEqual(expected);
    expect(await storeDemoReturns(database.db, sellerId, OPTIONS)).toBe(2_218);
    expect((await database.pool.query(FIGURES_SQL, [sellerId])).rows[0]).toEqual(expected);
  });
});
