import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { demoValuationSources } from '@brandlens/db/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { DEMO_SEED, storeDemoValuationSources } from './demo-data.service.ts';
import { generateDemoCommand } from './generate-demo.command.ts';

const COUNTS_SQL = `select
  (select count(*)::int from product_review_snapshots where seller_id = $1) as reviews,
  (select count(*)::int from product_category_ranks where seller_id = $1) as ranks,
  (select count(*)::int from account_health_snapshots where seller_id = $1) as health,
  (select count(*)::int from customer_stats_months where seller_id = $1) as customers,
  (select count(*)::int from shopify_revenue_days where seller_id = $1) as shopify`;

describe(`demo brand valuation sources on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let directory: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    directory = await mkdtemp(join(tmpdir(), 'brandlens-demo-valuation-'));
  });
  afterAll(async () => {
    await database.destroy();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores every generated row exactly once, also when loaded twice', async () => {
    const sellerId = await resolveCliSeller(database.db, 'valuation-demo', true);
    const expected = demoValuationSources(DEMO_SEED, '2024-05-01', '2026-04-30');
    await storeDemoValuationSources(database.db, sellerId, '2024-05-01', '2026-04-30');
    await storeDemoValuationSources(database.db, sellerId, '2024-05-01', '2026-04-30');
    const { rows } = await database.pool.query(COUNTS_SQL, [sellerId]);
    expect(rows[0]).toEqual({
      reviews: expected.reviewSnapshots.length,
      ranks: expected.categoryRanks.length,
      health: expected.accountHealth.length,
      customers: expected.customerStats.length,
      shopify: expected.shopifyRevenue.length,
    });

    const first = expected.reviewSnapshots[0];
    const stored = await database.pool.query(
      `select rating_count, review_count, average_rating, one_star, two_star, three_star, four_star, five_star
       from product_review_snapshots where seller_id = $1 and marketplace_id = $2 and asin = $3 and snapshot_date = $4`,
      [sellerId, first?.marketplaceId, first?.asin, first?.snapshotDate],
    );
    expect(stored.rows[0]).toEqual({
      rating_count: first?.ratingCount,
      review_count: first?.reviewCount,
      average_rating: first?.averageRating,
      one_star: first?.stars[0],
      two_star: first?.stars[1],
      three_star: first?.stars[2],
      four_star: first?.stars[3],
      five_star: first?.stars[4],
    });
    const shopify = await database.pool.query(
      `select brand, sum(amount)::text as total from shopify_revenue_days where seller_id = $1 group by brand order by brand`,
      [sellerId],
    );
    const totalCents = (brand: string) =>
      expected.shopifyRevenue
        .filter((row) => row.brand === brand)
        .reduce((acc, row) => acc + BigInt(row.amount.replace('.', '')), 0n);
    expect(shopify.rows).toEqual([
      {
        brand: 'Kitchen Kind',
        total: `${totalCents('Kitchen Kind') / 100n}.${String(totalCents('Kitchen Kind') % 100n).padStart(2, '0')}00`,
      },
      {
        brand: 'Trailhead Gear',
        total: `${totalCents('Trailhead Gear') / 100n}.${String(totalCents('Trailhead Gear') % 100n).padStart(2, '0')}00`,
      },
    ]);
  });

  it('generate-demo --seller stores the catalog, costs and valuation sources of that seller for the period', async () => {
    const output = await generateDemoCommand.run(
      database.db,
      { out: directory, orders: '300', months: '24', end: '2026-04-30', seed: '5', seller: 'cli-demo', create: true },
      [],
    );
    expect(output).toContain('Stored the catalog, costs of goods and brand valuation sources of seller cli-demo');
    expect(output).toContain('import-settlement --seller cli-demo');
    const sellerId = await resolveCliSeller(database.db, 'cli-demo', false);
    const stock = await database.pool.query(
      `select count(*)::int as n from fba_inventory_daily where seller_id = $1 and source = 'demo'`,
      [sellerId],
    );
    expect(output).toContain(`its daily FBA stock of the last 180 days (${stock.rows[0].n} rows)`);
    expect(stock.rows[0].n).toBeGreaterThan(0);
    const ads = await database.pool.query(
      `select count(*)::int as n from ad_campaign_daily where seller_id = $1 and source = 'demo'`,
      [sellerId],
    );
    expect(ads.rows[0].n).toBeGreaterThan(0);
    expect(output).toContain(`campaigns, ${ads.rows[0].n} campaign days`);
    const expected = demoValuationSources(5, '2024-05-01', '2026-04-30');
    const { rows } = await database.pool.query(COUNTS_SQL, [sellerId]);
    expect(rows[0]).toMatchObject({ reviews: expected.reviewSnapshots.length, shopify: 2 * 730 });
    const brands = await database.pool.query(
      `select brand, count(*)::int as products from products where seller_id = $1 group by brand order by brand`,
      [sellerId],
    );
    expect(brands.rows.map((row) => row.brand)).toEqual(['Kitchen Kind', 'Lumen Home', 'Trailhead Gear']);
    const costs = await database.pool.query(`select count(*)::int as n from cost_of_goods where seller_id = $1`, [
      sellerId,
    ]);
    expect(costs.rows[0].n).toBe(60);

    const notWritten = join(directory, 'not-written');
    await expect(
      generateDemoCommand.run(database.db, { out: notWritten, orders: '10', seller: 'Not A Slug' }, []),
    ).rejects.toThrow('--seller: Must be a alphanumeric with specials characters _-');
    await expect(
      generateDemoCommand.run(database.db, { out: notWritten, orders: '10', seller: 'missing-seller' }, []),
    ).rejects.toThrow('No seller with the slug missing-seller');
    expect(existsSync(notWritten)).toBe(false);
  });
});
