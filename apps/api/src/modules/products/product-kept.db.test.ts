// Per-product statements kept in the process (ADR 0040): a later read uses what an earlier one
// computed, and an import, a cost change or a rate change shows in the very next read.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { itemRow, PLAIN_V2, settlementFileText } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';
import { seedProductsSeller } from './products.fixture.ts';

const PERIOD = 'period=2024-03..2024-04';

describe(`per-product statements kept ready on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let cookie: string;
  let sellerId: string;
  let mugId: string;
  const get = async (path: string) => {
    const response = await testApp.call('GET', `/api/v2/sellers/${sellerId}${path}`, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** MUG-1's net sales and contribution margin 3 in the catalogue, its product page and its chart. */
  const mug = async (currency = 'USD') => {
    const query = `targetCurrency=${currency}&${PERIOD}`;
    const catalog = await get(`/products-catalog?${query}`);
    const row = catalog.rows.find((item: { sku: string }) => item.sku === 'MUG-1');
    const detail = await get(`/product-details/${mugId}?${query}`);
    const chart = await get(`/product-chart?${query}&productId=${mugId}&metric=netSales&aggregationView=MONTHLY`);
    return {
      catalog: `${row.netSales} ${row.contributionMargin3}`,
      detail: `${detail.totals.netSales} ${detail.totals.contributionMargin3}`,
      chart: chart.points.map((point: { value: string | null }) => point.value).join(' '),
    };
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-product-kept-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    cookie = (await createUser(testApp, 'kept@products.test', { sellerName: 'Kept Goods' })).cookie;
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id;
    await seedProductsSeller(database, sellerId);
    const { rows } = await database.pool.query(`select id from products where seller_id = $1 and sku = 'MUG-1'`, [
      sellerId,
    ]);
    mugId = rows[0].id;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('answers a later read from what an earlier read computed', async () => {
    const first = await mug();
    expect(first).toEqual({ catalog: '312.00 128.90', detail: '312.00 128.90', chart: '246.00 66.00' });
    // Rollups changed with the triggers off leave no trace in the change log: the reads still
    // answer the figures they kept, which shows they did not sum the rollups again.
    await database.pool.query(`
      begin;
      set local session_replication_role = replica;
      update ledger_daily_rollups set amount = amount * 2 where seller_id = '${sellerId}' and sku = 'MUG-1';
      commit;`);
    expect(await mug()).toEqual(first);
  });

  it('shows a newly imported settlement in the very next read', async () => {
    const before = await mug();
    const item = {
      sku: 'MUG-1',
      quantity: 1,
      posted: [2024, 4, 10] as [number, number, number],
      orderId: 'MUG-1-4-10',
    };
    const rows = [itemRow('Order / ItemPrice / Principal', 1000, item)];
    const path = join(workDir, 'second.txt');
    await writeFile(path, settlementFileText([{ settlementId: '7002', currency: 'USD', rows }], PLAIN_V2));
    expect((await importFileFromCli(database.db, sellerId, path, () => undefined)).status).toBe('succeeded');
    const after = await mug();
    expect(after).not.toEqual(before);
    // The import's trigger outdated the kept figures: recomputed, they include the rollups doubled
    // by hand above (MUG-1's 312.00 → 624.00) and the new 10.00 sale.
    expect(after.catalog.split(' ')[0]).toBe('634.00');
    expect(after.detail.split(' ')[0]).toBe('634.00');
    expect(after.chart).toBe('492.00 142.00');
  });

  it('shows a changed cost of goods in the very next read', async () => {
    const before = await mug();
    await database.pool.query(`update cost_of_goods set unit_landed_cost = 6 where seller_id = $1 and sku = 'MUG-1'`, [
      sellerId,
    ]);
    const after = await mug();
    const margin = (figures: { catalog: string }) => Number(figures.catalog.split(' ')[1]);
    expect(margin(after)).toBeLessThan(margin(before));
    expect(after.detail).toBe(after.catalog);
  });

  it('shows a changed rate in the very next read', async () => {
    await database.pool.query(
      `insert into fx_rates (rate_date, currency, rate_per_eur, source)
       select d::date, 'USD', 1.25, 'ecb' from generate_series('2024-02-24'::date, '2024-04-30'::date, '1 day') d
       on conflict do nothing`,
    );
    const before = await mug('EUR');
    await database.pool.query(
      `update fx_rates set rate_per_eur = 2.5 where currency = 'USD' and rate_date between '2024-03-01' and '2024-04-30'`,
    );
    const after = await mug('EUR');
    expect(after.catalog).not.toBe(before.catalog);
    expect(after.detail).toBe(after.catalog);
  });
});
