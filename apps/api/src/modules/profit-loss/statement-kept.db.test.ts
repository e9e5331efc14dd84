// The statement's kept-ready months (ADR 0037): complete months are read from kept rows, and a
// change of the ledger, of a cost, of a rate or of the orders shows in the very next read.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { ordersReportText } from '../../test/orders-files.ts';
import { PLAIN_V2, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';
import { pruneFigureChanges } from './figure-changes.queries.ts';
import { refreshKeptStatements } from './statement-kept-refresh.service.ts';

const sale = (cents: number, posted: [number, number, number], orderId: string, sku = 'MUG-1') =>
  ({
    transactionType: 'Order',
    amountType: 'ItemPrice',
    amountDescription: 'Principal',
    cents,
    sku,
    posted,
    orderId,
  }) satisfies GeneratedRow;

interface Line {
  key: string;
  figures: Array<{ amount: string }>;
  total: { amount: string };
}

describe(`the statement's kept months on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let cookie: string;
  let sellerId: string;
  const statement = async (query: string) => {
    const response = await testApp.call('GET', `/api/v2/sellers/${sellerId}/profit-loss?${query}`, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json() as { periods: string[]; lines: Line[] };
  };
  const figures = async (query: string, key: string) =>
    (await statement(query)).lines.find((line) => line.key === key)?.figures.map((figure) => figure.amount);
  const importText = async (name: string, text: string) => {
    const path = join(workDir, name);
    await writeFile(path, text);
    const outcome = await importFileFromCli(database.db, sellerId, path, () => undefined);
    expect(outcome.status).toBe('succeeded');
  };
  const keptRows = async (view = 'MONTHLY') =>
    (
      await database.pool.query<{ month: string; currency: string; basis: string }>(
        `select month::text as month, currency, basis from statement_kept_months where seller_id = $1 and view = $2
         order by basis, currency, month`,
        [sellerId, view],
      )
    ).rows;
  const USD_MONTHS = 'targetCurrency=USD&period=2024-02..2024-03';
  const SALES = 'fullPriceFulfilledProductSales';

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-kept-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    cookie = (await createUser(testApp, 'kept@pnl.test', { sellerName: 'Kept Goods' })).cookie;
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id;
    const rows = [sale(1000, [2024, 2, 28], '111-0000001-0000001'), sale(2599, [2024, 3, 13], '111-0000002-0000002')];
    await importText('first.txt', settlementFileText([{ settlementId: '8001', currency: 'USD', rows }], PLAIN_V2));
    await database.pool.query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values ($1, 'MUG-1', 4, 'USD', '2024-01-01')`,
      [sellerId],
    );
    await database.pool.query(`delete from fx_rates where currency = 'USD' and rate_date < '2025-01-01'`);
    await database.pool.query(
      `insert into fx_rates (rate_date, currency, rate_per_eur, source) values ('2024-02-26', 'USD', 1.25, 'ecb'), ('2024-03-01', 'USD', 2, 'ecb'),
         ('2024-03-08', 'USD', 2, 'ecb'), ('2024-03-15', 'USD', 2, 'ecb')`,
    );
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('keeps the complete months a statement computed and answers the next read from them', async () => {
    expect(await figures(USD_MONTHS, SALES)).toEqual(['10.00', '25.99']);
    expect(await keptRows()).toEqual([
      { month: '2024-02-01', currency: 'USD', basis: 'posted' },
      { month: '2024-03-01', currency: 'USD', basis: 'posted' },
    ]);
    // A kept row edited by hand shows: the read took March from it, not from the totals.
    await database.pool.query(
      `update statement_kept_months set lines = (
         select jsonb_agg(case when l->>'line' = $2 then jsonb_set(l, '{minorUnits}', '"7777"') else l end)
         from jsonb_array_elements(lines) l), snapshot = pg_current_snapshot()::text
       where seller_id = $1 and month = '2024-03-01' and currency = 'USD'`,
      [sellerId, SALES],
    );
    expect(await figures(USD_MONTHS, SALES)).toEqual(['10.00', '77.77']);
    await database.pool.query('delete from statement_kept_months where seller_id = $1', [sellerId]);
    expect(await figures(USD_MONTHS, SALES)).toEqual(['10.00', '25.99']);
  });

  it('computes again a kept month older than the change logs keep, and prunes what is past its days', async () => {
    expect(await figures(USD_MONTHS, SALES)).toEqual(['10.00', '25.99']);
    // An old kept month that missed a change pruned since must not be read: March edited and aged.
    await database.pool.query(
      `update statement_kept_months set computed_at = now() - interval '6 days 1 hour', lines = '[]'::jsonb
       where seller_id = $1 and month = '2024-03-01'`,
      [sellerId],
    );
    expect(await figures(USD_MONTHS, SALES)).toEqual(['10.00', '25.99']);
    await database.pool.query(
      `insert into seller_figure_changes (seller_id, xact_id, changed_at) values ($1, 1, now() - interval '8 days')`,
      [sellerId],
    );
    await database.pool.query(
      `insert into fx_rate_changes (xact_id, first_day, last_day, changed_at) values (2, '2020-01-01', '2020-01-01', now() - interval '8 days')`,
    );
    await database.pool.query(
      `insert into product_figure_changes (seller_id, xact_id, sku, first_day, last_day, changed_at)
       values ($1, 1, '', '2020-01-01', '2020-01-01', now() - interval '8 days')`,
      [sellerId],
    );
    await database.pool.query(
      `update statement_kept_months set computed_at = now() - interval '7 days' where seller_id = $1 and month = '2024-02-01'`,
      [sellerId],
    );
    expect(await pruneFigureChanges(database.db)).toEqual({
      sellerChanges: 1,
      rateChanges: 1,
      keptMonths: 1,
      productChanges: 1,
      keptProductMonths: 0,
    });
    expect(await pruneFigureChanges(database.db)).toEqual({
      sellerChanges: 0,
      rateChanges: 0,
      keptMonths: 0,
      productChanges: 0,
      keptProductMonths: 0,
    });
    expect((await keptRows()).map((row) => row.month)).toEqual(['2024-03-01']);
  });

  it('computes the days of a month cut by the period live and keeps only whole months', async () => {
    await database.pool.query('delete from statement_kept_months where seller_id = $1', [sellerId]);
    expect(await figures('targetCurrency=USD&period=2024-02-15..2024-03-31', SALES)).toEqual(['10.00', '25.99']);
    expect((await keptRows()).map((row) => row.month)).toEqual(['2024-03-01']);
    expect(await figures('targetCurrency=USD&period=2024-03-01..2024-03-31&aggregationView=DAILY', SALES)).toHaveLength(
      31,
    );
    expect((await keptRows('DAILY')).map((row) => row.month)).toEqual(['2024-03-01']);
    const daily = await figures('targetCurrency=USD&period=2024-03-01..2024-03-31&aggregationView=DAILY', SALES);
    expect(daily?.[12]).toBe('25.99');
  });

  it('shows a newly imported settlement in the next read', async () => {
    expect(await figures(USD_MONTHS, SALES)).toEqual(['10.00', '25.99']);
    const rows = [sale(500, [2024, 3, 20], '111-0000003-0000003')];
    await importText('second.txt', settlementFileText([{ settlementId: '8002', currency: 'USD', rows }], PLAIN_V2));
    expect(await figures(USD_MONTHS, SALES)).toEqual(['10.00', '30.99']);
  });

  it('computes again, after an import, the kept months it outdated', async () => {
    const keptSales = async () =>
      (
        await database.pool.query<{ units: string }>(
          `select l->>'minorUnits' as units from statement_kept_months, jsonb_array_elements(lines) l
           where seller_id = $1 and currency = 'USD' and view = 'MONTHLY' and basis = 'posted'
             and month = '2024-03-01' and l->>'line' = $2`,
          [sellerId, SALES],
        )
      ).rows[0]?.units;
    expect(await keptSales()).toBe('3099');
    const rows = [sale(100, [2024, 3, 21], '111-0000004-0000004')];
    await importText('third.txt', settlementFileText([{ settlementId: '8003', currency: 'USD', rows }], PLAIN_V2));
    expect(await keptSales()).toBe('3099');
    expect(await refreshKeptStatements(database.db, sellerId)).toBeGreaterThanOrEqual(2);
    expect(await keptSales()).toBe('3199');
    // The first visit's statement (the reader's EUR, the last 12 months) is kept before anyone reads it.
    const firstVisit = await database.pool.query<{ n: string }>(
      `select count(*)::text as n from statement_kept_months where seller_id = $1 and currency = 'EUR'
         and view = 'MONTHLY' and basis = 'posted' and marketplace_id = '' and brand = ''
         and month >= date_trunc('month', now() - interval '11 months') and month < date_trunc('month', now())`,
      [sellerId],
    );
    expect(firstVisit.rows[0]?.n).toBe('11');
    expect(await figures(USD_MONTHS, SALES)).toEqual(['10.00', '31.99']);
  });

  it("shows a new settlement in the next read of a product's figures, kept until then", async () => {
    const productSales = async () => {
      const response = await testApp.call(
        'GET',
        `/api/v2/sellers/${sellerId}/asin-profit-loss?targetCurrency=USD&period=2024-02..2024-03`,
        { cookie },
      );
      expect(response.statusCode).toBe(200);
      const rows = response.json().rows as Array<{ sku: string; netSales: { amount: string } }>;
      return rows.map((row) => `${row.sku} ${row.netSales.amount}`);
    };
    expect(await productSales()).toEqual(['MUG-1 41.99']);
    expect(await productSales()).toEqual(['MUG-1 41.99']);
    const rows = [sale(700, [2024, 3, 22], '111-0000005-0000005', 'CUP-2')];
    await importText('cups.txt', settlementFileText([{ settlementId: '8004', currency: 'USD', rows }], PLAIN_V2));
    expect(await productSales()).toEqual(['MUG-1 41.99', 'CUP-2 7.00']);
    expect(await figures(USD_MONTHS, SALES)).toEqual(['10.00', '38.99']);
  });

  it('shows a changed cost of goods in the next read', async () => {
    expect(await figures(USD_MONTHS, 'landedCostOfGoodsSold')).toEqual(['-4.00', '-12.00']);
    await database.pool.query(`update cost_of_goods set unit_landed_cost = 5 where seller_id = $1`, [sellerId]);
    expect(await figures(USD_MONTHS, 'landedCostOfGoodsSold')).toEqual(['-5.00', '-15.00']);
  });

  it('shows a changed rate in the next read, and a rate far from a month leaves it kept', async () => {
    const eur = 'targetCurrency=EUR&period=2024-02..2024-03';
    // 10.00 / 1.25; 25.99 / 2 → 13.00, then 5.00, 1.00 and 7.00 / 2.
    expect(await figures(eur, SALES)).toEqual(['8.00', '19.50']);
    const februarySnapshot = async () =>
      (
        await database.pool.query<{ snapshot: string }>(
          `select snapshot from statement_kept_months where seller_id = $1 and currency = 'EUR' and month = '2024-02-01'`,
          [sellerId],
        )
      ).rows[0]?.snapshot;
    const before = await februarySnapshot();
    expect(before).toBeDefined();
    await database.pool.query(
      `update fx_rates set rate_per_eur = 2.5 where currency = 'USD' and rate_date = '2024-03-08'`,
    );
    // 25.99 / 2.5 = 10.396 → 10.40, then 2.50, 0.50 and 3.50.
    expect(await figures(eur, SALES)).toEqual(['8.00', '16.90']);
    // February ends before the changed rate's day: its kept row was still right and not computed again.
    expect(await februarySnapshot()).toBe(before);
  });

  it('moves rows to their order day in the next read once an orders report is imported', async () => {
    const orderBasis = `${USD_MONTHS}&basis=order`;
    expect(await figures(orderBasis, SALES)).toEqual(['10.00', '38.99']);
    // The March order of 25.99 was placed in February.
    await importText(
      'orders.txt',
      ordersReportText([
        { orderId: '111-0000002-0000002', purchaseDate: '2024-02-20T10:00:00+00:00', itemPrice: '25.99' },
      ]),
    );
    expect(await figures(orderBasis, SALES)).toEqual(['35.99', '13.00']);
    expect((await keptRows()).filter((row) => row.basis === 'order').map((row) => row.month)).toEqual([
      '2024-02-01',
      '2024-03-01',
    ]);
  });
});
