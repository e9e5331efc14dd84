// The product table's kept-ready months (ADR 0048): complete months are read from kept rows; a cost
// or brand change outdates only its SKU's lines, an import the months it wrote, a rate the months
// it converts, and each shows in the very next read.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { itemRow, PLAIN_V2, settlementFileText } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';
import { refreshKeptProductTables } from './product-table-kept-refresh.service.ts';

const sale = (cents: number, posted: [number, number, number], orderId: string, sku: string) =>
  itemRow('Order / ItemPrice / Principal', cents, { sku, posted, orderId });

type Figure = { amount: string; status: string };
type Row = { sku: string; netSales: Figure; productCosts: Figure };

describe(`the product table's kept months on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let cookie: string;
  let sellerId: string;
  const table = async (query = '') => {
    const response = await testApp.call(
      'GET',
      `/api/v2/sellers/${sellerId}/asin-profit-loss?targetCurrency=USD&period=2024-02..2024-03&sortBy=sku&sortOrder=asc${query}`,
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      (response.json() as { rows: Row[] }).rows.map((row) => [row.sku, [row.netSales.amount, row.productCosts.amount]]),
    );
  };
  const importText = async (name: string, text: string) => {
    const path = join(workDir, name);
    await writeFile(path, text);
    const outcome = await importFileFromCli(database.db, sellerId, path, () => undefined);
    expect(outcome.status).toBe('succeeded');
  };
  /** Edits a kept month's net sales of one SKU by hand: a read that shows it took the kept row. */
  const editKept = (month: string, sku: string, minorUnits: number) =>
    database.pool.query(
      `update product_kept_lines set minor_units[array_position(lines, 'fullPriceFulfilledProductSales')] = $4
       where seller_id = $1 and month = $2 and sku = $3`,
      [sellerId, month, sku, minorUnits],
    );
  /** Outdates what this process kept (a change of the seller's totals) without touching product_figure_changes. */
  const outdateProcessCache = () =>
    database.pool.query(
      `insert into seller_figure_changes (seller_id, xact_id) values ($1, pg_current_xact_id()::text::bigint)`,
      [sellerId],
    );
  const keptMonths = async () =>
    (
      await database.pool.query<{ month: string; brand: string }>(
        `select month::text as month, brand from product_kept_months where seller_id = $1 order by brand, month`,
        [sellerId],
      )
    ).rows;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-product-table-kept-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    cookie = (await createUser(testApp, 'kept@products.test', { sellerName: 'Kept Products' })).cookie;
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id;
    const rows = [
      sale(1000, [2024, 2, 20], '111-0000001-0000001', 'MUG-1'),
      sale(2000, [2024, 2, 21], '111-0000002-0000002', 'CUP-2'),
      sale(3000, [2024, 3, 13], '111-0000003-0000003', 'MUG-1'),
      sale(4000, [2024, 3, 14], '111-0000004-0000004', 'CUP-2'),
    ];
    await importText('first.txt', settlementFileText([{ settlementId: '9001', currency: 'USD', rows }], PLAIN_V2));
    await database.pool.query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from)
       values ($1, 'MUG-1', 4, 'USD', '2024-01-01'), ($1, 'CUP-2', 5, 'USD', '2024-01-01')`,
      [sellerId],
    );
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('keeps the complete months a read computed and answers the next reads from them', async () => {
    expect(await table()).toEqual({ 'CUP-2': ['60.00', '-10.00'], 'MUG-1': ['40.00', '-8.00'] });
    expect(await keptMonths()).toEqual([
      { month: '2024-02-01', brand: '' },
      { month: '2024-03-01', brand: '' },
    ]);
    await editKept('2024-03-01', 'CUP-2', 9900);
    await outdateProcessCache();
    // 20.00 from February's row and 99.00 from March's row as edited.
    expect((await table())['CUP-2']).toEqual(['119.00', '-10.00']);
  });

  it("computes again only a changed cost's SKU, and keeps the mended month", async () => {
    await database.pool.query(`update cost_of_goods set unit_landed_cost = 6 where seller_id = $1 and sku = 'MUG-1'`, [
      sellerId,
    ]);
    // MUG-1's costs are new at once; CUP-2 still comes from the kept rows (the edit shows).
    expect(await table()).toEqual({ 'CUP-2': ['119.00', '-10.00'], 'MUG-1': ['40.00', '-12.00'] });
    const { rows } = await database.pool.query<{ stored: boolean }>(
      `select bool_and(snapshot::pg_snapshot is not null and computed_at > now() - interval '1 minute') as stored
       from product_kept_months where seller_id = $1`,
      [sellerId],
    );
    expect(rows[0]?.stored).toBe(true);
    // Mended in place: the kept lines carry MUG-1's new cost (two units at 6.00).
    const cost = await database.pool.query<{ minor_units: string }>(
      `select abs(sum(x.minor_units))::text as minor_units
       from product_kept_lines cross join lateral unnest(lines, minor_units) x(line, minor_units)
       where seller_id = $1 and sku = 'MUG-1' and x.line like 'cost:%'`,
      [sellerId],
    );
    expect(cost.rows[0]?.minor_units).toBe('1200');
    await outdateProcessCache();
    expect(await table()).toEqual({ 'CUP-2': ['119.00', '-10.00'], 'MUG-1': ['40.00', '-12.00'] });
  });

  it('computes again the months an import wrote, and no other', async () => {
    await editKept('2024-02-01', 'CUP-2', 5500);
    const rows = [sale(500, [2024, 3, 20], '111-0000005-0000005', 'MUG-1')];
    await importText('second.txt', settlementFileText([{ settlementId: '9002', currency: 'USD', rows }], PLAIN_V2));
    const snapshotOf = async (month: string) =>
      (
        await database.pool.query<{ snapshot: string }>(
          `select snapshot from product_kept_months where seller_id = $1 and brand = '' and month = $2`,
          [sellerId, month],
        )
      ).rows[0]?.snapshot;
    const [february, march] = [await snapshotOf('2024-02-01'), await snapshotOf('2024-03-01')];
    // The refresh after an import keeps March again before anyone reads it; February stays as kept.
    // Two scopes: the one read, and the first visit's (the reader's EUR over the last 12 months).
    expect(await refreshKeptProductTables(database.db, sellerId)).toBe(2);
    expect(await snapshotOf('2024-02-01')).toBe(february);
    expect(await snapshotOf('2024-03-01')).not.toBe(march);
    // March is read again from the rollups (CUP-2 40.00, the edit gone); February still from its kept row.
    expect(await table()).toEqual({ 'CUP-2': ['95.00', '-10.00'], 'MUG-1': ['45.00', '-18.00'] });
  });

  it("shows a product's new brand in the brand's table at once", async () => {
    await database.pool.query(`update products set brand = 'Acme' where seller_id = $1 and sku = 'MUG-1'`, [sellerId]);
    expect(await table('&brand=Acme')).toEqual({ 'MUG-1': ['45.00', '-18.00'] });
    expect((await keptMonths()).filter((month) => month.brand === 'Acme')).toHaveLength(2);
    await database.pool.query(`update products set brand = 'Acme' where seller_id = $1 and sku = 'CUP-2'`, [sellerId]);
    expect(await table('&brand=Acme')).toEqual({ 'CUP-2': ['60.00', '-10.00'], 'MUG-1': ['45.00', '-18.00'] });
  });

  it('computes again the months a new rate converts', async () => {
    const eur = async () => {
      const response = await testApp.call(
        'GET',
        `/api/v2/sellers/${sellerId}/asin-profit-loss?targetCurrency=EUR&period=2024-02..2024-03&sortBy=sku&sortOrder=asc`,
        { cookie },
      );
      expect(response.statusCode).toBe(200);
      return (response.json() as { rows: Row[] }).rows.map((row) => row.netSales.amount);
    };
    await database.pool.query(`delete from fx_rates where currency = 'USD' and rate_date < '2025-01-01'`);
    await database.pool.query(
      `insert into fx_rates (rate_date, currency, rate_per_eur, source) values ('2024-02-19', 'USD', 2, 'ecb'), ('2024-03-12', 'USD', 2, 'ecb'), ('2024-03-19', 'USD', 2, 'ecb')`,
    );
    expect(await eur()).toEqual(['30.00', '22.50']);
    await database.pool.query(
      `insert into fx_rates (rate_date, currency, rate_per_eur, source) values ('2024-03-13', 'USD', 4, 'ecb')`,
    );
    // March's sales of the 13th and 14th convert at 4 now; the others keep their rates.
    expect(await eur()).toEqual(['20.00', '15.00']);
  });

  it("keeps the first visit's table after an import, before anyone reads it", async () => {
    await database.pool.query(`update users set default_currency_code = 'USD' where email = 'kept@products.test'`);
    const today = new Date();
    const past = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
    const month = past.toISOString().slice(0, 10);
    const posted: [number, number, number] = [past.getUTCFullYear(), past.getUTCMonth() + 1, 15];
    const rows = [sale(700, posted, '111-0000006-0000006', 'MUG-1')];
    await importText('third.txt', settlementFileText([{ settlementId: '9003', currency: 'USD', rows }], PLAIN_V2));
    await refreshKeptProductTables(database.db, sellerId);
    await editKept(month, 'MUG-1', 7100);
    await outdateProcessCache();
    // The page's own request: no period, no currency. It answers from the months the refresh kept.
    const response = await testApp.call('GET', `/api/v2/sellers/${sellerId}/asin-profit-loss`, { cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { currency: string; rows: Row[] };
    expect(body.currency).toBe('USD');
    expect(body.rows.map((row) => [row.sku, row.netSales.amount])).toEqual([['MUG-1', '71.00']]);
  });
});
