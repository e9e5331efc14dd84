import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { itemRow, PLAIN_V2, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';

const order = (
  amountType: string,
  amountDescription: string,
  cents: number,
  posted: [number, number, number],
  sku = 'MUG-1',
) => ({ transactionType: 'Order', amountType, amountDescription, cents, sku, posted }) satisfies GeneratedRow;

// One USD settlement of February and March 2024; its total-amount is 9.71 (the sum of the rows).
const ROWS: GeneratedRow[] = [
  order('ItemPrice', 'Principal', 1000, [2024, 2, 28]),
  order('ItemPrice', 'Principal', 2599, [2024, 3, 13]),
  order('ItemPrice', 'Principal', 700, [2024, 3, 5], 'CUP-2'),
  order('Promotion', 'Principal', -200, [2024, 3, 13]),
  order('ItemPrice', 'Shipping', 499, [2024, 3, 13]),
  order('ItemPrice', 'Tax', 208, [2024, 3, 13]),
  order('ItemFees', 'Commission', -390, [2024, 3, 13]),
  order('ItemFees', 'FBAPerUnitFulfillmentFee', -322, [2024, 3, 13]),
  {
    transactionType: 'Refund',
    amountType: 'ItemPrice',
    amountDescription: 'Principal',
    cents: -1000,
    sku: 'MUG-1',
    posted: [2024, 3, 14],
  },
  {
    transactionType: 'other-transaction',
    amountType: 'other-transaction',
    amountDescription: 'Storage Fee',
    cents: -123,
  },
  {
    transactionType: 'ServiceFee',
    amountType: 'Cost of Advertising',
    amountDescription: 'Cost of Advertising',
    cents: -1500,
    posted: [2024, 3, 10],
  },
  {
    transactionType: 'Previous Reserve Amount Balance',
    amountType: 'other-transaction',
    amountDescription: 'Previous Reserve Amount Balance',
    cents: -500,
    posted: [2024, 3, 1],
  },
];

const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
};

const AIRBYTE_SAMPLE = resolve(
  fileURLToPath(new URL('../../../../../', import.meta.url)),
  '../shared/samples/airbyte-source-amazon-seller-partner/GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE.csv',
);

interface Line {
  key: string;
  figures: Array<{ amount: string; status: string }>;
  total: { amount: string; status: string };
}

describe(`profit and loss over HTTP on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let sellerId: string;
  const get = (path: string, cookie = alice.cookie) =>
    testApp.call('GET', `/api/v2/sellers/${sellerId}${path}`, { cookie });
  const linesOf = (body: { lines: Line[] }) => new Map(body.lines.map((line) => [line.key, line]));
  const setPlan = (plan: string) => database.pool.query('update organizations set plan = $1', [plan]);

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-pnl-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@pnl.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@pnl.test', { sellerName: 'Beta Brands' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    const path = join(workDir, 'settlement.txt');
    await writeFile(path, settlementFileText([{ settlementId: '7001', currency: 'USD', rows: ROWS }], PLAIN_V2));
    await importFileFromCli(database.db, sellerId, path, () => undefined);
    await database.pool.query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values ($1, 'MUG-1', 4, 'USD', '2024-01-01')`,
      [sellerId],
    );
    await database.pool.query(`update products set brand = 'Mugs' where sku = 'MUG-1'`);
    await database.pool.query(`delete from fx_rates where currency in ('USD', 'GBP') and rate_date < '2025-01-01'`);
    await database.pool.query(
      `insert into fx_rates (rate_date, currency, rate_per_eur, source) values
         ('2024-02-26', 'USD', 1.25, 'ecb'), ('2024-03-01', 'USD', 2, 'ecb'), ('2024-03-08', 'USD', 2, 'ecb')`,
    );
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('adds up to the settlement total to the cent, with exact figures per line and month', async () => {
    const response = await get('/profit-loss?targetCurrency=USD&period=2024-02..2024-03');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.periods).toEqual(['2024-02', '2024-03']);
    const lines = linesOf(body);
    const amounts = (key: string) => [
      ...(lines.get(key)?.figures.map((figure) => figure.amount) ?? []),
      lines.get(key)?.total.amount,
    ];
    const settlementTotal = (await database.pool.query(`select total_amount from settlements`)).rows[0].total_amount;
    expect(cents(lines.get('settlementPayout')?.total.amount ?? '')).toBe(cents(settlementTotal));
    expect(amounts('settlementPayout')).toEqual(['10.00', '-0.29', '9.71']);
    expect(amounts('fullPriceFulfilledProductSales')).toEqual(['10.00', '32.99', '42.99']);
    expect(amounts('unitsSold')).toEqual(['1', '2', '3']);
    expect(amounts('fulfilledProductSales')).toEqual(['10.00', '30.99', '40.99']);
    expect(amounts('totalShippedSales')).toEqual(['10.00', '35.98', '45.98']);
    expect(amounts('netSales')).toEqual(['10.00', '25.98', '35.98']);
    expect(amounts('landedCostOfGoodsSold')).toEqual(['-4.00', '-4.00', '-8.00']);
    expect(amounts('fbaInventoryAdjustment')).toEqual(['0.00', '4.00', '4.00']);
    expect(amounts('contributionMargin1')).toEqual(['6.00', '25.98', '31.98']);
    expect(amounts('totalFbaFees')).toEqual(['0.00', '-4.45', '-4.45']);
    expect(amounts('contributionMargin2')).toEqual(['6.00', '17.63', '23.63']);
    expect(amounts('contributionMargin3')).toEqual(['6.00', '2.63', '8.63']);
    expect(amounts('totalEbitda')).toEqual(['6.00', '2.63', '8.63']);
    expect(amounts('salesTax')).toEqual(['0.00', '2.08', '2.08']);
    expect(amounts('reserves')).toEqual(['0.00', '-5.00', '-5.00']);
    // CUP-2 has no cost: March's cost lines are estimates, February's final.
    expect(lines.get('productCosts')?.figures.map((figure) => figure.status)).toEqual(['final', 'estimated']);
    expect(body.rates).toEqual([]);
  });

  it('converts each day with its dated rate and lists the rates used; a missing rate is a 422', async () => {
    const response = await get('/profit-loss?period=2024-02..2024-03');
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body.currency).toBe('EUR');
    const lines = linesOf(body);
    // 10.00 / 1.25; then 25.99 / 2 = 12.995 → 13.00 and 7.00 / 2 = 3.50, each rounded once per day.
    expect(lines.get('fullPriceFulfilledProductSales')?.figures.map((figure) => figure.amount)).toEqual([
      '8.00',
      '16.50',
    ]);
    expect(lines.get('landedCostOfGoodsSold')?.figures[0]?.amount).toBe('-3.20');
    expect(body.rates).toEqual([
      { period: '2024-02', from: 'USD', to: 'EUR', rate: '0.8', rateDate: '2024-02-26', source: 'ecb' },
      { period: '2024-03', from: 'USD', to: 'EUR', rate: '0.5', rateDate: '2024-03-01', source: 'ecb' },
      { period: '2024-03', from: 'USD', to: 'EUR', rate: '0.5', rateDate: '2024-03-08', source: 'ecb' },
    ]);
    const missing = await get('/profit-loss?targetCurrency=GBP&period=2024-02..2024-03');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/^No GBP rate on or before 2024-0[23]-\d\d$/);
  });

  it('filters by brand and marketplace, zero-fills DAILY buckets and refuses bad input with 422', async () => {
    const mugs = linesOf((await get('/profit-loss?targetCurrency=USD&period=2024-03&brand=Mugs')).json());
    expect(mugs.get('netSales')?.total.amount).toBe('18.98');
    const elsewhere = linesOf(
      (await get('/profit-loss?targetCurrency=USD&period=2024-03&marketplace=A2EUQ1WTGCTBG2')).json(),
    );
    expect(elsewhere.get('netSales')?.total.amount).toBe('0.00');
    const daily = (
      await get('/profit-loss?targetCurrency=USD&aggregationView=DAILY&period=2024-03-13..2024-03-15')
    ).json();
    expect(daily.periods).toEqual(['2024-03-13', '2024-03-14', '2024-03-15']);
    expect(
      linesOf(daily)
        .get('productReturns')
        ?.figures.map((figure) => figure.amount),
    ).toEqual(['0.00', '-10.00', '0.00']);
    expect(linesOf(daily).get('fbaStorageFees')?.figures[2]?.amount).toBe('-1.23');
    const badPeriod = await get('/profit-loss?period=March');
    expect(badPeriod.statusCode).toBe(422);
    expect(badPeriod.json().message).toContain('is not a period');
    expect((await get('/profit-loss?targetCurrency=XXX')).statusCode).toBe(422);
    expect((await get('/profit-loss?period=0000-01-01..0000-01-02&aggregationView=DAILY')).statusCode).toBe(422);
    expect((await get('/profit-loss/rows?line=netSales&period=0000-01-01')).statusCode).toBe(422);
    expect(
      (
        await get(
          `/profit-loss/rows?line=netSales&period=2024-03&cursor=${Buffer.from('id:9999999999999999999').toString('base64url')}`,
        )
      ).statusCode,
    ).toBe(422);
  });

  it('limits a free organisation to the last 3 complete months whatever the query says', async () => {
    const free = (
      await get('/profit-loss/operations?isFreePlan=false&period=2024-02..2024-03&targetCurrency=USD')
    ).json();
    expect(free.isLimitedToFreePlan).toBe(true);
    expect(free.periods).toHaveLength(3);
    await setPlan('PAID');
    const paid = (
      await get('/profit-loss/operations?isFreePlan=true&period=2024-02..2024-03&targetCurrency=USD')
    ).json();
    expect(paid.isLimitedToFreePlan).toBe(false);
    expect(paid.periods).toEqual(['2024-02', '2024-03']);
    await setPlan('DEFAULT');
  });

  it('downloads the statement as CSV and as XLSX', async () => {
    await setPlan('PAID');
    const query = 'period=2024-02..2024-03&targetCurrency=USD';
    const csv = await get(`/profit-loss/operations/report?format=csv&${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="profit-loss-alpha-goods-2024-02-01-2024-03-31.csv"',
    );
    const csvLines = csv.body.trim().split('\n');
    expect(csvLines[0]).toBe('line,2024-02,2024-03,total,status');
    expect(csvLines).toContain('netSales,10.00,25.98,35.98,final');
    expect(csvLines).toContain('contributionMargin1,6.00,25.98,31.98,estimated');

    const xlsx = await get(`/profit-loss/operations/report?format=xlsx&${query}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Profit and loss');
    const rows = new Map<string, unknown[]>();
    sheet?.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.set(String(values[0]), values.slice(1));
    });
    expect(rows.get('line')).toEqual(['2024-02', '2024-03', 'total', 'status']);
    expect(rows.get('contributionMargin3')?.map(String)).toEqual(['6', '2.63', '8.63', 'estimated']);
    expect(rows.get('settlementPayout')?.map(String)).toEqual(['10', '-0.29', '9.71', 'final']);
    await setPlan('DEFAULT');
  });

  it('drills a cell down to its ledger rows, page by page, and they sum to the cell', async () => {
    const seen: string[] = [];
    let sum = 0n;
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${cursor}` : '';
      const page = await get(`/profit-loss/rows?line=netSales&period=2024-03&limit=2${suffix}`);
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body.rows.length).toBeLessThanOrEqual(2);
      for (const row of body.rows) {
        seen.push(row.id);
        sum += cents(row.amount);
      }
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(sum).toBe(cents('25.98'));
    const storage = (await get('/profit-loss/rows?line=fbaStorageFees&period=2024-03-15')).json();
    expect(storage.rows.map((row: { amount: string; day: string }) => [row.amount, row.day])).toEqual([
      ['-1.2300', '2024-03-15'],
    ]);
    expect((await get('/profit-loss/rows?line=productCosts&period=2024-03')).statusCode).toBe(422);
    expect((await get('/profit-loss/rows?line=nope&period=2024-03')).statusCode).toBe(422);
    expect((await get('/profit-loss/rows?line=netSales&period=2024-03&cursor=bad')).statusCode).toBe(422);
  });

  it('lists the main lines per product, sorted, searched and paged, with a totals row', async () => {
    const response = await get(
      '/asin-profit-loss?targetCurrency=USD&period=2024-02..2024-03&sortBy=netSales&sortOrder=desc',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalRows).toBe(2);
    expect(body.rows.map((row: { sku: string }) => row.sku)).toEqual(['MUG-1', 'CUP-2']);
    const [mug, cup] = body.rows;
    expect(mug).toMatchObject({ marketplaceId: 'ATVPDKIKX0DER', brand: 'Mugs', netSales: { amount: '28.98' } });
    // MUG-1: net sales 28.98, costs -4.00, fees -7.12 (commission and FBA fee).
    expect(mug.unitsSold.amount).toBe('2');
    expect(mug.productCosts).toEqual({ amount: '-4.00', status: 'final' });
    expect(mug.contributionMargin1.amount).toBe('24.98');
    expect(mug.totalMarketplaceFees.amount).toBe('-7.12');
    expect(mug.contributionMargin3.amount).toBe('17.86');
    expect(cup.productCosts.status).toBe('estimated');
    expect(body.totals.netSales.amount).toBe('35.98');
    expect(body.totals.contributionMargin3).toEqual({ amount: '24.86', status: 'estimated' });
    const page2 = (
      await get(
        '/asin-profit-loss?targetCurrency=USD&period=2024-02..2024-03&sortBy=netSales&sortOrder=asc&pageSize=1&page=2',
      )
    ).json();
    expect(page2.rows.map((row: { sku: string }) => row.sku)).toEqual(['MUG-1']);
    expect(page2.totals.netSales.amount).toBe('35.98');
    expect((await get('/asin-profit-loss?targetCurrency=USD&period=2024-02..2024-03&version=1')).statusCode).toBe(200);
    const unknownVersion = await get('/asin-profit-loss?targetCurrency=USD&period=2024-02..2024-03&version=2');
    expect(unknownVersion.statusCode).toBe(422);
    expect(unknownVersion.json().details.errors).toEqual([
      expect.stringContaining('Unknown asin-profit-loss version; the only version is "1"'),
    ]);
    const searched = (await get('/asin-profit-loss?targetCurrency=USD&period=2024-02..2024-03&search=cup')).json();
    expect(searched.rows.map((row: { sku: string }) => row.sku)).toEqual(['CUP-2']);
    expect(searched.totals.netSales.amount).toBe('7.00');
  });

  it('counts units, orders and net sales per period', async () => {
    const response = await get('/sales-metrics?targetCurrency=USD&period=2024-02..2024-03');
    expect(response.statusCode).toBe(200);
    expect(response.json().periods).toEqual([
      { period: '2024-02', unitsSold: 1, orders: 1, netSales: { amount: '10.00', status: 'final' } },
      { period: '2024-03', unitsSold: 2, orders: 1, netSales: { amount: '25.98', status: 'final' } },
    ]);
  });

  it('counts a returned unit once, however many refund rows repeat its quantity, and values it at cost once', async () => {
    const bobSellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: bob.cookie })).json().sellers[0].id;
    const sold: Partial<GeneratedRow> = { sku: 'LAMP-1', quantity: 2, posted: [2024, 5, 2] };
    const returned: Partial<GeneratedRow> = { ...sold, posted: [2024, 5, 10] };
    // Two lamps sold and both returned: every row of the item repeats quantity-purchased 2.
    const rows = [
      itemRow('Order / ItemPrice / Principal', 4000, sold),
      itemRow('Order / ItemPrice / Shipping', 499, sold),
      itemRow('Order / ItemPrice / Tax', 320, sold),
      itemRow('Order / ItemFees / Commission', -600, sold),
      itemRow('Refund / ItemPrice / Principal', -4000, returned),
      itemRow('Refund / ItemPrice / Shipping', -499, returned),
      itemRow('Refund / ItemPrice / Tax', -320, returned),
      itemRow('Refund / ItemFees / RefundCommission', 120, returned),
    ];
    const path = join(workDir, 'returns.txt');
    await writeFile(path, settlementFileText([{ settlementId: '7101', currency: 'USD', rows }], PLAIN_V2));
    expect(await importFileFromCli(database.db, bobSellerId, path, () => undefined)).toMatchObject({
      status: 'succeeded',
    });
    await database.pool.query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values ($1, 'LAMP-1', 7.5, 'USD', '2024-01-01')`,
      [bobSellerId],
    );
    const { rows: quantities } = await database.pool.query(
      `select transaction_type, amount_description, quantity from ledger_entries where seller_id = $1 order by source_line`,
      [bobSellerId],
    );
    expect(quantities.filter((row) => row.quantity !== null)).toEqual([
      { transaction_type: 'Order', amount_description: 'Principal', quantity: 2 },
      { transaction_type: 'Refund', amount_description: 'Principal', quantity: 2 },
    ]);
    const response = await testApp.call(
      'GET',
      `/api/v2/sellers/${bobSellerId}/profit-loss?targetCurrency=USD&period=2024-05`,
      { cookie: bob.cookie },
    );
    expect(response.statusCode).toBe(200);
    const lines = linesOf(response.json());
    expect(lines.get('unitsSold')?.total.amount).toBe('2');
    expect(lines.get('productReturns')?.total.amount).toBe('-48.19');
    expect(lines.get('landedCostOfGoodsSold')?.total.amount).toBe('-15.00');
    // Both lamps back in stock at 7.50 each: 15.00, not 15.00 once per refund row (45.00).
    expect(lines.get('fbaInventoryAdjustment')?.total.amount).toBe('15.00');
  });

  it.skipIf(!existsSync(AIRBYTE_SAMPLE))('adds the shared settlement sample up to the sum of its rows', async () => {
    const outcome = await importFileFromCli(database.db, sellerId, AIRBYTE_SAMPLE, () => undefined);
    expect(outcome).toMatchObject({ status: 'succeeded' });
    const lines = linesOf((await get('/profit-loss?targetCurrency=USD&period=2023-01')).json());
    expect(lines.get('fullPriceFulfilledProductSales')?.total.amount).toBe('19.99');
    expect(lines.get('fbaFulfilmentFees')?.total.amount).toBe('-3.22');
    // The sample is synthetic: its stated total-amount (1234.56) is not the sum of its rows (16.77).
    const { rows } = await database.pool.query(
      `select sum(l.amount)::text as sum from ledger_entries l join settlements s on s.id = l.settlement_ref where s.settlement_id = '12345678901'`,
    );
    expect(cents(lines.get('settlementPayout')?.total.amount ?? '')).toBe(cents(rows[0].sum));
    expect(lines.get('settlementPayout')?.total.amount).toBe('16.77');
  });

  it('documents every profit and loss endpoint in the OpenAPI document', async () => {
    const document = (await testApp.call('GET', '/api/openapi.json')).json();
    for (const path of [
      'profit-loss',
      'profit-loss/operations',
      'profit-loss/operations/report',
      'profit-loss/rows',
      'asin-profit-loss',
      'sales-metrics',
    ]) {
      expect(document.paths[`/api/v2/sellers/{sellerId}/${path}`]?.get).toBeDefined();
    }
  });

  it("answers 404 for another organisation's seller", async () => {
    for (const path of [
      '/profit-loss',
      '/profit-loss/operations',
      '/profit-loss/operations/report',
      '/profit-loss/rows?line=netSales&period=2024-03',
    ]) {
      expect((await get(path, bob.cookie)).statusCode).toBe(404);
    }
  });
});
