import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { demoInventoryHistory } from '@brandlens/db/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { DEMO_SEED, storeDemoInventory } from './demo-data.service.ts';

// The demo seller's FBA stock history as `npm start` stores it: the default demo's orders.
const OPTIONS = { seed: DEMO_SEED, now: new Date('2026-11-26T08:00:00Z') };

const FIGURES_SQL = `select count(*)::int as rows,
    count(distinct marketplace_id || ' ' || sku)::int as listings,
    min(day)::text as first_day, max(day)::text as last_day,
    sum(fulfillable)::int as fulfillable, sum(reserved)::int as reserved, sum(unfulfillable)::int as unsellable,
    sum(inbound_working + inbound_shipped + inbound_receiving)::int as inbound,
    min(least(fulfillable, reserved, unfulfillable, inbound_working, inbound_shipped, inbound_receiving, total))::int as lowest,
    array_agg(distinct source) as sources
  from fba_inventory_daily where seller_id = $1`;

describe(`demo inventory on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sellerId: string;
  const expected = demoInventoryHistory(OPTIONS);
  const sum = (pick: (row: (typeof expected.rows)[number]) => number) =>
    expected.rows.reduce((total, row) => total + pick(row), 0);

  beforeAll(async () => {
    database = await createTestDatabase();
    sellerId = await resolveCliSeller(database.db, 'inventory-demo', true);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('stores every generated day of every listing with source demo, in bulk', async () => {
    const started = performance.now();
    const stored = await storeDemoInventory(database.db, sellerId, OPTIONS);
    const generatedAndStoredMs = Math.round(performance.now() - started);
    console.log(`demo inventory: ${stored} rows generated and stored in ${generatedAndStoredMs} ms`);
    expect(stored).toBe(expected.rows.length);
    const { rows } = await database.pool.query(FIGURES_SQL, [sellerId]);
    expect(rows[0]).toEqual({
      rows: expected.rows.length,
      listings: expected.rows.length / 180,
      first_day: '2026-05-31',
      last_day: '2026-11-26',
      fulfillable: sum((row) => row.fulfillable),
      reserved: sum((row) => row.reserved),
      unsellable: sum((row) => row.unfulfillable),
      inbound: sum((row) => row.inboundWorking + row.inboundShipped + row.inboundReceiving),
      lowest: 0,
      sources: ['demo'],
    });
  });

  it('is the same on every run, and a second run keeps figures that came from elsewhere', async () => {
    expect(demoInventoryHistory(OPTIONS)).toEqual(expected);
    const [first] = expected.rows;
    await database.pool.query(
      `update fba_inventory_daily set source = 'upload', fulfillable = 999
       where seller_id = $1 and marketplace_id = $2 and sku = $3 and day = $4`,
      [sellerId, first?.marketplaceId, first?.sku, first?.day],
    );
    expect(await storeDemoInventory(database.db, sellerId, OPTIONS)).toBe(expected.rows.length - 1);
    const { rows } = await database.pool.query(FIGURES_SQL, [sellerId]);
    expect(rows[0]).toMatchObject({
      rows: expected.rows.length,
      fulfillable: sum((row) => row.fulfillable) - (first?.fulfillable ?? 0) + 999,
      sources: ['demo', 'upload'],
    });
  });

  it('has stock-out days without orders, listings low today, and never negative stock', async () => {
    const { rows: outs } = await database.pool.query(
      `select marketplace_id, sku, count(*)::int as days from fba_inventory_daily
       where seller_id = $1 and source = 'demo' and fulfillable = 0 and reserved = 0
       group by marketplace_id, sku having count(*) >= 4 order by marketplace_id, sku`,
      [sellerId],
    );
    expect(outs.length).toBeGreaterThanOrEqual(3);
    const { rows: today } = await database.pool.query(
      `select count(*) filter (where fulfillable between 1 and 6)::int as low,
              count(*) filter (where unfulfillable > 0)::int as unsellable,
              count(*) filter (where inbound_working + inbound_shipped + inbound_receiving > 0)::int as inbound
       from fba_inventory_daily where seller_id = $1 and day = '2026-11-26'`,
      [sellerId],
    );
    expect(today[0].low).toBeGreaterThanOrEqual(2);
    expect(today[0].unsellable).toBeGreaterThan(0);
    expect(today[0].inbound).toBeGreaterThan(0);
    const { rows: negative } = await database.pool.query(
      `select count(*)::int as n from fba_inventory_daily where seller_id = $1
       and least(fulfillable, reserved, unfulfillable, inbound_working, inbound_shipped, inbound_receiving, researching, total) < 0`,
      [sellerId],
    );
    expect(negative[0].n).toBe(0);
  });
});
