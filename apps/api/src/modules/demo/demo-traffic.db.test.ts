import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { demoTrafficHistory } from '@brandlens/db/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { DEMO_SEED, storeDemoTraffic } from './demo-data.service.ts';

// The demo seller's Sales and Traffic as `npm start` stores it: the default demo's orders.
const OPTIONS = { seed: DEMO_SEED, now: new Date('2026-11-26T08:00:00Z') };

const FIGURES_SQL = `select count(*)::int as rows, min(day)::text as first_day, max(day)::text as last_day,
    sum(sessions)::int as sessions, sum(units_ordered)::int as units, sum(page_views)::int as page_views,
    count(*) filter (where sku = '')::int as day_totals
  from sales_traffic_daily where seller_id = $1`;

describe(`demo traffic on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sellerId: string;
  const expected = demoTrafficHistory(OPTIONS);
  const sum = (pick: (row: (typeof expected)[number]) => number, isTotal: boolean) =>
    expected.filter((row) => (row.sku === '') === isTotal).reduce((total, row) => total + pick(row), 0);

  beforeAll(async () => {
    database = await createTestDatabase();
    sellerId = await resolveCliSeller(database.db, 'traffic-demo', true);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('stores every generated day, the listings and the day totals adding up alike; a second run adds nothing', async () => {
    expect(await storeDemoTraffic(database.db, sellerId, OPTIONS)).toBe(expected.length);
    const { rows } = await database.pool.query(FIGURES_SQL, [sellerId]);
    const units = sum((row) => row.unitsOrdered, false);
    expect(units).toBe(sum((row) => row.unitsOrdered, true));
    expect(rows[0]).toEqual({
      rows: expected.length,
      first_day: expected.map((row) => row.day).sort()[0],
      // The demo's orders end on the last day of the month before `now`.
      last_day: '2026-10-31',
      sessions: 2 * sum((row) => row.sessions, false),
      units: 2 * units,
      page_views: 2 * sum((row) => row.pageViews, false),
      day_totals: expected.filter((row) => row.sku === '').length,
    });
    expect(await storeDemoTraffic(database.db, sellerId, OPTIONS)).toBe(0);
  });
});
