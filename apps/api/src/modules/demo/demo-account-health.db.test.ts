import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { demoValuationSources } from '@brandlens/db/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { storeDemoAccountHealth } from './demo-account-health.service.ts';
import { storeDemoValuationSources } from './demo-data.service.ts';

const PERIOD = { seed: 11, firstDay: '2025-11-01', lastDay: '2026-04-30' };

describe(`the demo seller's account health reports on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sellerId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    sellerId = await resolveCliSeller(database.db, 'demo-health', true);
    await storeDemoValuationSources(database.db, sellerId, PERIOD.firstDay, PERIOD.lastDay, PERIOD.seed);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('stores a report per marketplace and snapshot, and each snapshot again from them; a second run replaces', async () => {
    const { accountHealth } = demoValuationSources(PERIOD.seed, PERIOD.firstDay, PERIOD.lastDay);
    expect(await storeDemoAccountHealth(database.db, sellerId, PERIOD)).toEqual({
      reports: accountHealth.length * 4,
      snapshots: accountHealth.length,
    });
    expect(await storeDemoAccountHealth(database.db, sellerId, PERIOD)).toEqual({
      reports: accountHealth.length * 4,
      snapshots: accountHealth.length,
    });
    const { rows } = await database.pool.query<{ reports: string; days: string }>(
      'select count(*) as reports, count(distinct day) as days from account_health_reports where seller_id = $1',
      [sellerId],
    );
    expect(rows[0]).toEqual({ reports: String(accountHealth.length * 4), days: String(accountHealth.length) });
    // The same orders and violations; the rate is now the defects over the orders, to 6 decimals.
    const latest = accountHealth.at(-1)!;
    const snapshot = await database.pool.query<{ rate: string; orders: number; violations: number }>(
      `select order_defect_rate::text as rate, order_count as orders, policy_violations as violations
       from account_health_snapshots where seller_id = $1 and snapshot_date = $2`,
      [sellerId, latest.snapshotDate],
    );
    const defects = Math.round(Number(latest.orderDefectRate) * latest.orderCount);
    expect(snapshot.rows[0]).toEqual({
      rate: (Math.round((defects / latest.orderCount) * 1e6) / 1e6).toFixed(6),
      orders: latest.orderCount,
      violations: latest.policyViolations,
    });
  });
});
