import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { ordersReportText, type GeneratedOrderItem } from '../../test/orders-files.ts';
import { PLAIN_V2, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';

const O1 = '111-1000001-1000001';
const O2 = '111-1000002-1000002';
const O3 = '111-1000003-1000003';

const row = (
  transactionType: string,
  amountType: string,
  amountDescription: string,
  cents: number,
  posted: [number, number, number],
  order?: { orderId: string; sku: string },
): GeneratedRow => ({
  transactionType,
  amountType,
  amountDescription,
  cents,
  posted,
  ...(order ? { orderId: order.orderId, sku: order.sku } : { orderId: '' }),
});

// One USD settlement. O1 is bought in March and posted in April; O2 bought and posted in March,
// refunded in April; O3 posted in April is in no orders report; storage (April) and advertising
// (March) belong to no order.
const ROWS: GeneratedRow[] = [
  row('Order', 'ItemPrice', 'Principal', 4_000, [2024, 4, 2], { orderId: O1, sku: 'MUG-1' }),
  row('Order', 'ItemFees', 'Commission', -600, [2024, 4, 2], { orderId: O1, sku: 'MUG-1' }),
  row('Order', 'ItemFees', 'FBAPerUnitFulfillmentFee', -300, [2024, 4, 2], { orderId: O1, sku: 'MUG-1' }),
  row('Order', 'ItemPrice', 'Principal', 2_500, [2024, 3, 15], { orderId: O2, sku: 'MUG-1' }),
  row('Order', 'ItemPrice', 'Principal', 1_500, [2024, 4, 5], { orderId: O3, sku: 'CUP-2' }),
  row('Refund', 'ItemPrice', 'Principal', -2_500, [2024, 4, 10], { orderId: O2, sku: 'MUG-1' }),
  row('other-transaction', 'other-transaction', 'Storage Fee', -200, [2024, 4, 8]),
  row('ServiceFee', 'Cost of Advertising', 'Cost of Advertising', -1_000, [2024, 3, 20]),
];

const REPORT: GeneratedOrderItem[] = [
  // 10:00 on 30 March in Los Angeles.
  { orderId: O1, purchaseDate: '2024-03-30T10:00:00-07:00', lastUpdated: '2024-04-02T09:00:00+00:00' },
  { orderId: O2, purchaseDate: '2024-03-14T12:00:00+00:00', lastUpdated: '2024-03-15T09:00:00+00:00' },
  { orderId: '111-1000004-1000004', purchaseDate: '2024-03-20T12:00:00+00:00', status: 'Cancelled' },
];

interface Figure {
  amount: string;
  status: string;
}
interface Line {
  key: string;
  figures: Figure[];
  total: Figure;
}

describe(`profit and loss on the order basis on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let alice: { cookie: string };
  let sellerId: string;
  const get = (path: string) => testApp.call('GET', `/api/v2/sellers/${sellerId}${path}`, { cookie: alice.cookie });
  const importText = async (name: string, text: string) => {
    const path = join(workDir, name);
    await writeFile(path, text);
    return importFileFromCli(database.db, sellerId, path, () => undefined);
  };
  /** Every line as [March, April, total] amounts, with an asterisk on estimated figures. */
  const statement = async (basis: 'posted' | 'order', extra = '') => {
    const response = await get(`/profit-loss?targetCurrency=USD&period=2024-03..2024-04&basis=${basis}${extra}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const show = (figure: Figure) => `${figure.amount}${figure.status === 'estimated' ? '*' : ''}`;
    const lines = new Map<string, string[]>(
      body.lines.map((line: Line) => [line.key, [...line.figures.map(show), show(line.total)]]),
    );
    return { body, lines };
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-order-basis-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@order-basis.test', { sellerName: 'Alpha Goods' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    const settlement = await importText(
      'settlement.txt',
      settlementFileText([{ settlementId: '9001', currency: 'USD', rows: ROWS }], PLAIN_V2),
    );
    expect(settlement.status).toBe('succeeded');
    await database.pool.query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values
         ($1, 'MUG-1', 4, 'USD', '2024-01-01'), ($1, 'CUP-2', 5, 'USD', '2024-01-01')`,
      [sellerId],
    );
    await database.pool.query(`update products set brand = 'Mugs' where sku = 'MUG-1'`);
    expect(await importText('orders.txt', ordersReportText(REPORT))).toMatchObject({
      status: 'succeeded',
      ordersImported: 3,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('dates the posted basis by posted date, as before', async () => {
    const { body, lines } = await statement('posted');
    expect(body.basis).toBe('posted');
    expect(body.orderDating).toBeNull();
    expect(lines.get('fullPriceFulfilledProductSales')).toEqual(['25.00', '55.00', '80.00']);
    expect(lines.get('unitsSold')).toEqual(['1', '2', '3']);
    expect(lines.get('productReturns')).toEqual(['0.00', '-25.00', '-25.00']);
    expect(lines.get('netSales')).toEqual(['25.00', '30.00', '55.00']);
    expect(lines.get('landedCostOfGoodsSold')).toEqual(['-4.00', '-9.00', '-13.00']);
    expect(lines.get('fbaInventoryAdjustment')).toEqual(['0.00', '4.00', '4.00']);
    expect(lines.get('sellingFees')).toEqual(['0.00', '-6.00', '-6.00']);
    expect(lines.get('fbaStorageFees')).toEqual(['0.00', '-2.00', '-2.00']);
    expect(lines.get('amazonAdExpenses')).toEqual(['-10.00', '0.00', '-10.00']);
    expect(lines.get('contributionMargin3')).toEqual(['11.00', '14.00', '25.00']);
    expect(lines.get('settlementPayout')).toEqual(['15.00', '19.00', '34.00']);
  });

  it('moves an order posted in April back to its March order day; the fee without order and the order without report stay', async () => {
    const { body, lines } = await statement('order');
    expect(body.basis).toBe('order');
    // O1 (40.00, bought 30 March) and O2's April refund move to March; O3 (no report) stays in April, estimated.
    expect(lines.get('fullPriceFulfilledProductSales')).toEqual(['65.00', '15.00*', '80.00*']);
    expect(lines.get('unitsSold')).toEqual(['2', '1*', '3*']);
    expect(lines.get('productReturns')).toEqual(['-25.00', '0.00', '-25.00']);
    expect(lines.get('netSales')).toEqual(['40.00', '15.00*', '55.00*']);
    expect(lines.get('landedCostOfGoodsSold')).toEqual(['-8.00', '-5.00*', '-13.00*']);
    expect(lines.get('fbaInventoryAdjustment')).toEqual(['4.00', '0.00*', '4.00*']);
    expect(lines.get('contributionMargin1')).toEqual(['36.00', '10.00*', '46.00*']);
    expect(lines.get('sellingFees')).toEqual(['-6.00', '0.00', '-6.00']);
    expect(lines.get('fbaFulfilmentFees')).toEqual(['-3.00', '0.00', '-3.00']);
    // Storage has no order: it stays on its posted day and is final.
    expect(lines.get('fbaStorageFees')).toEqual(['0.00', '-2.00', '-2.00']);
    expect(lines.get('amazonAdExpenses')).toEqual(['-10.00', '0.00', '-10.00']);
    expect(lines.get('contributionMargin3')).toEqual(['17.00', '8.00*', '25.00*']);
    // Every row is somewhere: the payout over both months is the settlement's 34.00 on either basis.
    expect(lines.get('settlementPayout')).toEqual(['21.00', '13.00*', '34.00*']);
    expect(body.orderDating).toEqual({
      periods: [
        { orderDatedRows: 5, withoutOrderRows: 1, fallbackRows: 0, fallbackShare: '0.0000' },
        { orderDatedRows: 0, withoutOrderRows: 1, fallbackRows: 1, fallbackShare: '1.0000' },
      ],
      total: { orderDatedRows: 5, withoutOrderRows: 2, fallbackRows: 1, fallbackShare: '0.1667' },
    });
  });

  it('is the same after the orders report is imported again (nothing duplicated)', async () => {
    const before = await statement('order');
    expect(await importText('orders-again.txt', ordersReportText(REPORT))).toMatchObject({
      status: 'succeeded',
      ordersImported: 0,
      ordersSkipped: 3,
    });
    const after = await statement('order');
    expect(after.body).toEqual(before.body);
  });

  it('filters by brand, days and products on the order basis', async () => {
    const mugs = await statement('order', '&brand=Mugs');
    expect(mugs.lines.get('netSales')).toEqual(['40.00', '0.00', '40.00']);
    expect(mugs.body.orderDating.total).toEqual({
      orderDatedRows: 5,
      withoutOrderRows: 0,
      fallbackRows: 0,
      fallbackShare: '0.0000',
    });
    const daily = (
      await get('/profit-loss?targetCurrency=USD&aggregationView=DAILY&period=2024-03-30..2024-04-02&basis=order')
    ).json();
    const sales = daily.lines.find((line: Line) => line.key === 'fullPriceFulfilledProductSales');
    expect(sales.figures.map((figure: Figure) => figure.amount)).toEqual(['40.00', '0.00', '0.00', '0.00']);
    const products = (await get('/asin-profit-loss?targetCurrency=USD&period=2024-03&basis=order')).json();
    expect(products.rows.map((product: { sku: string; netSales: Figure }) => [product.sku, product.netSales])).toEqual([
      ['MUG-1', { amount: '40.00', status: 'final' }],
    ]);
    const postedProducts = (await get('/asin-profit-loss?targetCurrency=USD&period=2024-03')).json();
    expect(postedProducts.rows.map((product: { netSales: Figure }) => product.netSales.amount)).toEqual(['25.00']);
  });

  it('counts orders by order day and opens the rows behind a cell on the order basis', async () => {
    const metrics = async (basis: string) =>
      (await get(`/sales-metrics?targetCurrency=USD&period=2024-03..2024-04&basis=${basis}`))
        .json()
        .periods.map((period: { orders: number; unitsSold: number }) => [period.orders, period.unitsSold]);
    expect(await metrics('order')).toEqual([
      [2, 2],
      [1, 1],
    ]);
    expect(await metrics('posted')).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const cell = async (basis: string) =>
      (await get(`/profit-loss/rows?line=fullPriceFulfilledProductSales&period=2024-03&basis=${basis}`))
        .json()
        .rows.map((entry: { orderId: string; day: string; amount: string }) => [
          entry.orderId,
          entry.day,
          entry.amount,
        ]);
    expect(await cell('order')).toEqual([
      [O1, '2024-03-30', '40.0000'],
      [O2, '2024-03-14', '25.0000'],
    ]);
    expect(await cell('posted')).toEqual([[O2, '2024-03-15', '25.0000']]);
    const april = (await get('/profit-loss/rows?line=netSales&period=2024-04&basis=order')).json();
    expect(april.rows.map((entry: { orderId: string; day: string }) => [entry.orderId, entry.day])).toEqual([
      [O3, '2024-04-05'],
    ]);
  });

  it('serves the Operations Assistant and its download on the order basis', async () => {
    await database.pool.query(`update organizations set plan = 'PAID'`);
    const operations = (
      await get('/profit-loss/operations?targetCurrency=USD&period=2024-03..2024-04&basis=order')
    ).json();
    expect(operations).toMatchObject({ basis: 'order', periods: ['2024-03', '2024-04'] });
    expect(operations.orderDating.total.fallbackRows).toBe(1);
    const download = await get(
      '/profit-loss/operations/report?targetCurrency=USD&period=2024-03..2024-04&basis=order&format=xlsx',
    );
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Profit and loss');
    const texts: string[] = [];
    sheet?.eachRow((sheetRow) =>
      sheetRow.eachCell((sheetCell) => {
        texts.push(String(sheetCell.value));
      }),
    );
    expect(texts).toContain('basis: order');
    expect(texts).toContain('rows of orders in no orders report, by posted date (estimated): 1');
    const netSales = sheet?.getRows(1, 40)?.find((sheetRow) => sheetRow.getCell(1).value === 'netSales');
    expect([netSales?.getCell(2).value, netSales?.getCell(3).value, netSales?.getCell(5).value]).toEqual([
      40,
      15,
      'estimated',
    ]);
  });
});
