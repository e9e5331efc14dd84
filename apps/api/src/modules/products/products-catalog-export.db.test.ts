import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedProductsSeller, US } from './products.fixture.ts';

// The catalogue download of the worked example (products.fixture.ts lists every row): the page's
// rows for the same filters, every one of them, with the page's figures.

const PERIOD = 'targetCurrency=USD&period=2024-03..2024-04';
const HEADER =
  'Title,ASIN,SKU,Brand,Marketplace,Marketplace ID,Currency,Avg. price,Units,Net sales,CM3,Margin %,' +
  'Stock,BSR,BSR category,Rating,Ratings,Estimated,Period from,Period to';
const row = (product: string, figures: string, facts = ',,,,') =>
  `${product},Hearth,United States,${US},USD,${figures},${facts},Yes,2024-03-01,2024-04-30`;

describe(`products catalogue export on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let sellerId: string;
  const get = (query: string, cookie = alice.cookie) =>
    testApp.call('GET', `/api/v2/sellers/${sellerId}/products-catalog/export?${query}`, { cookie });

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@catalog-export.test', { sellerName: 'Hearth Goods' });
    bob = await createUser(testApp, 'bob@catalog-export.test', { sellerName: 'Other Goods' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    await seedProductsSeller(database, sellerId);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('writes every catalogue row as CSV, most net sales first, with currency, period and estimated', async () => {
    const response = await get(`${PERIOD}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="products-catalog-hearth-goods-2024-03-01-2024-04-30.csv"',
    );
    expect(response.body.split('\n')).toEqual([
      HEADER,
      row('Stoneware Mug,B0MUG00001,MUG-1', '20.88,16,312.00,128.90,41.31', '8,600,Kitchen,4.40,50'),
      row('Dinner Plate,B0PLATE004,PLATE-4', '50.00,1,50.00,37.50,75.00'),
      row('Cereal Bowl,B0BOWL0003,BOWL-3', '10.00,4,30.00,24.00,80.00'),
      row('Espresso Cup,B0CUP00002,CUP-2', '15.00,2,30.00,19.50,65.00'),
      row('Wooden Train,B0TOY00009,TOY-9', '10.00,1,10.00,10.00,100.00'),
      '',
    ]);
  });

  it('writes the same rows as XLSX with number cells and the period and currency under them', async () => {
    const response = await get(`${PERIOD}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="products-catalog-hearth-goods-2024-03-01-2024-04-30.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Product catalogue');
    const values = (index: number) => (sheet?.getRow(index).values as unknown[]).slice(1);
    expect(values(1).join(',')).toBe(HEADER);
    expect(values(2)).toEqual([
      ...['Stoneware Mug', 'B0MUG00001', 'MUG-1', 'Hearth', 'United States', US, 'USD'],
      ...[20.88, 16, 312, 128.9, 41.31, 8, 600, 'Kitchen', 4.4, 50, 'Yes', '2024-03-01', '2024-04-30'],
    ]);
    expect(values(6).slice(0, 12)).toEqual([
      ...['Wooden Train', 'B0TOY00009', 'TOY-9', 'Hearth', 'United States', US, 'USD'],
      ...[10, 1, 10, 10, 100],
    ]);
    expect(sheet?.getRow(7).cellCount).toBe(0);
    expect(values(8)).toEqual([
      'period: 2024-03-01..2024-04-30',
      'currency: USD',
      'estimated: not settled yet, an estimated rate, or a SKU without a cost of goods',
    ]);
    expect(sheet?.rowCount).toBe(8);
  });

  it("applies the page's search, brand and marketplace filters", async () => {
    const bySearch = (await get(`${PERIOD}&search=bowl`)).body.split('\n');
    expect(bySearch).toEqual([HEADER, row('Cereal Bowl,B0BOWL0003,BOWL-3', '10.00,4,30.00,24.00,80.00'), '']);
    expect((await get(`${PERIOD}&brand=Nobody`)).body).toBe(`${HEADER}\n`);
    expect((await get(`${PERIOD}&marketplace=A1F83G8C2ARO7P`)).body).toBe(`${HEADER}\n`);
  });

  it("answers 404 for another organization's seller and 422 for a format it does not write", async () => {
    const foreign = await get(`${PERIOD}&format=csv`, bob.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Stoneware');
    expect((await get(`${PERIOD}&format=pdf`)).statusCode).toBe(422);
    expect((await get('period=someday&format=csv')).statusCode).toBe(422);
  });
});
