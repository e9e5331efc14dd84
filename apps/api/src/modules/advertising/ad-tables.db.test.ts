import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedAdvertisingSeller, US } from './advertising.fixture.ts';

// The campaign and ASIN tables and the PPC report of the worked example (docs/advertising-metrics.md).

const PERIOD = 'targetCurrency=USD&period=2024-03-01..2024-03-10';
const NO_SALES_SPLIT = { totalSales: null, tacos: null };

describe(`advertising tables and the PPC report over HTTP on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let sellerId: string;
  const get = (path: string, cookie = alice.cookie) =>
    testApp.call('GET', `/api/v2/sellers/${sellerId}${path}`, { cookie });

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@ads-tables.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@ads-tables.test', { sellerName: 'Beta Brands' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    await seedAdvertisingSeller(database, sellerId);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('lists campaigns, most spend first, with names, state and budget, and totals with TACoS', async () => {
    const response = await get(`/advertising/amazon/campaigns?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.level).toBe('campaign');
    expect(body.rows).toEqual([
      {
        ...{ key: `${US}:SP:C1`, marketplaceId: US, adProduct: 'SP', campaignId: 'C1', campaignName: 'Mugs Exact' },
        ...{ adGroupId: null, adGroupName: null, state: 'ENABLED', targetingType: 'MANUAL', dailyBudget: '20.00' },
        ...{ source: 'upload', spend: '35.00', sales: '125.00', orders: 7, units: 8, impressions: 2000, clicks: 70 },
        ...{ acos: '28.00', roas: '3.57', cpc: '0.50', ctr: '3.50', cvr: '10.00', ...NO_SALES_SPLIT, estimated: false },
      },
      {
        ...{ key: `${US}:SP:C2`, marketplaceId: US, adProduct: 'SP', campaignId: 'C2', campaignName: 'Cups Auto' },
        ...{ adGroupId: null, adGroupName: null, state: 'ENABLED', targetingType: 'AUTO', dailyBudget: '10.00' },
        ...{ source: 'upload', spend: '10.00', sales: '60.00', orders: 2, units: 2, impressions: 2000, clicks: 20 },
        ...{ acos: '16.67', roas: '6.00', cpc: '0.50', ctr: '1.00', cvr: '10.00', ...NO_SALES_SPLIT, estimated: false },
      },
      {
        ...{ key: `${US}:SB:C3`, marketplaceId: US, adProduct: 'SB', campaignId: 'C3', campaignName: 'Brand Video' },
        ...{ adGroupId: null, adGroupName: null, state: 'PAUSED', targetingType: null, dailyBudget: '15.00' },
        ...{ source: 'upload', spend: '5.00', sales: '0.00', orders: 0, units: 0, impressions: 500, clicks: 10 },
        ...{ acos: null, roas: '0.00', cpc: '0.50', ctr: '2.00', cvr: '0.00', ...NO_SALES_SPLIT, estimated: false },
      },
    ]);
    expect(body.totals).toEqual({
      ...{ spend: '50.00', sales: '185.00', orders: 9, units: 10, impressions: 4500, clicks: 100 },
      ...{ acos: '27.03', roas: '3.70', cpc: '0.50', ctr: '2.22', cvr: '9.00' },
      ...{ totalSales: '270.00', tacos: '18.52', estimated: false },
    });
  });

  it('lists ad groups from the advertised product reports, and finds them by name', async () => {
    const body = (await get(`/advertising/amazon/campaigns?${PERIOD}&level=ad-group`)).json();
    const brief = (row: Record<string, unknown>) =>
      [row.key, row.adGroupName, row.state, row.dailyBudget, row.spend, row.sales, row.orders, row.clicks].join(' ');
    expect(body.rows.map(brief)).toEqual([
      `${US}:SP:C1:G1 Mugs ENABLED  27.00 95.00 5 55`,
      `${US}:SP:C2:G3 Auto all ENABLED  10.00 60.00 2 20`,
      `${US}:SP:C1:G2 Cups PAUSED  8.00 30.00 2 15`,
    ]);
    expect(body.rows[0]).toMatchObject({ campaignName: 'Mugs Exact', acos: '28.42', impressions: 1600, units: 6 });
    expect(body.totals).toMatchObject({
      spend: '45.00',
      sales: '185.00',
      clicks: 90,
      totalSales: '270.00',
      tacos: '16.67',
    });
    const cups = (await get(`/advertising/amazon/campaigns?${PERIOD}&level=ad-group&search=CUP`)).json();
    expect(cups.rows.map((row: { key: string }) => row.key)).toEqual([`${US}:SP:C2:G3`, `${US}:SP:C1:G2`]);
    const one = (await get(`/advertising/amazon/campaigns?${PERIOD}&level=ad-group&campaignId=C1`)).json();
    expect(one.totals).toMatchObject({ spend: '35.00', sales: '125.00' });
  });

  it('converts each campaign day and the budget at their day rates', async () => {
    const body = (await get('/advertising/amazon/campaigns?targetCurrency=GBP&period=2024-03-01..2024-03-10')).json();
    // 20.00 USD on 03-01 at 0.8 / 2, 15.00 USD on 03-02 at 0.8 / 2.5; the budget at 03-02's rates.
    expect(body.rows[0]).toMatchObject({ campaignId: 'C1', spend: '12.80', sales: '46.40', dailyBudget: '6.40' });
    expect(body.totals).toMatchObject({ spend: '17.60', sales: '65.60' });
  });

  it('lists advertised ASINs with the net sales of their SKUs, and the spend no ASIN carries', async () => {
    const response = await get(`/advertising/amazon/asins?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.rows).toEqual([
      {
        ...{ key: `${US}:B0MUG`, marketplaceId: US, asin: 'B0MUG', sku: 'MUG-1', title: 'Mug', brand: 'Mugs' },
        ...{ campaignCount: 2, spend: '37.00', sales: '155.00', orders: 7, units: 8, impressions: 3600, clicks: 75 },
        ...{ acos: '23.87', roas: '4.19', cpc: '0.49', ctr: '2.08', cvr: '9.33' },
        ...{ totalSales: '220.00', tacos: '16.82', estimated: false },
      },
      {
        ...{ key: `${US}:B0CUP`, marketplaceId: US, asin: 'B0CUP', sku: 'CUP-2', title: 'Cup from the catalog' },
        ...{ brand: 'Cupco', campaignCount: 1, spend: '8.00', sales: '30.00', orders: 2, units: 2 },
        ...{ impressions: 400, clicks: 15, acos: '26.67', roas: '3.75', cpc: '0.53', ctr: '3.75', cvr: '13.33' },
        ...{ totalSales: '50.00', tacos: '16.00', estimated: false },
      },
    ]);
    expect(body.totals).toEqual({
      ...{ spend: '45.00', sales: '185.00', orders: 9, units: 10, impressions: 4000, clicks: 90 },
      ...{ acos: '24.32', roas: '4.11', cpc: '0.50', ctr: '2.25', cvr: '10.00' },
      ...{ totalSales: '270.00', tacos: '16.67', estimated: false },
    });
    expect(body.unattributedSpend).toBe('5.00');
    const found = (await get(`/advertising/amazon/asins?${PERIOD}&search=catalog`)).json();
    expect(found.rows.map((row: { asin: string }) => row.asin)).toEqual(['B0CUP']);
    expect(found.totals).toMatchObject({ spend: '8.00', totalSales: '50.00' });
  });

  it('writes the PPC report, one row per campaign and day, as CSV and XLSX', async () => {
    const csv = await get(`/reports/amazon/advertising/campaigns?${PERIOD}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="ppc-report-alpha-goods-2024-03-01-2024-03-10.csv"',
    );
    expect(csv.body).toBe(
      [
        'Day,Marketplace ID,Ad product,Campaign ID,Campaign,State,Currency,Spend,Sales,Orders,Units,Impressions,Clicks,ACoS %,ROAS,CPC,CTR %,CVR %,Estimated,Source',
        `2024-03-01,${US},Sponsored Products,C1,Mugs Exact,ENABLED,USD,20.00,80.00,4,5,1000,40,25.00,4.00,0.50,4.00,10.00,No,upload`,
        `2024-03-02,${US},Sponsored Products,C2,Cups Auto,ENABLED,USD,10.00,60.00,2,2,2000,20,16.67,6.00,0.50,1.00,10.00,No,upload`,
        `2024-03-02,${US},Sponsored Products,C1,Mugs Exact,ENABLED,USD,15.00,45.00,3,3,1000,30,33.33,3.00,0.50,3.00,10.00,No,upload`,
        `2024-03-10,${US},Sponsored Brands,C3,Brand Video,PAUSED,USD,5.00,0.00,0,0,500,10,,0.00,0.50,2.00,0.00,No,upload`,
        '',
      ].join('\n'),
    );
    const xlsx = await get(`/reports/amazon/advertising/campaigns?${PERIOD}`);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('PPC report');
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      ...['2024-03-01', US, 'Sponsored Products', 'C1', 'Mugs Exact', 'ENABLED', 'USD'],
      ...[20, 80, 4, 5, 1000, 40, 25, 4, 0.5, 4, 10, 'No', 'upload'],
    ]);
  });

  it('answers where to download the report, and the link gives the same file', async () => {
    const query = 'sellerId=alpha-goods&targetCurrency=USD&period=2024-03-01..2024-03-10&format=csv';
    const response = await testApp.call('GET', `/api/v2/reports/ppc-report-url?${query}`, { cookie: alice.cookie });
    expect(response.statusCode).toBe(200);
    const link = response.json();
    expect(link).toEqual({
      url: `/api/v2/sellers/${sellerId}/reports/amazon/advertising/campaigns?period=2024-03-01..2024-03-10&targetCurrency=USD&adProduct=all&format=csv`,
      fileName: 'ppc-report-alpha-goods-2024-03-01-2024-03-10.csv',
    });
    const file = await testApp.call('GET', link.url, { cookie: alice.cookie });
    expect(file.body).toBe((await get(`/reports/amazon/advertising/campaigns?${PERIOD}&format=csv`)).body);
    const xlsx = await testApp.call('GET', `/api/v2/reports/ppc-report-url?sellerId=${sellerId}&period=2024-03`, {
      cookie: alice.cookie,
    });
    expect(xlsx.json().fileName).toBe('ppc-report-alpha-goods-2024-03-01-2024-03-31.xlsx');
  });

  it("answers 404 for another organisation's seller and 422 for a bad period", async () => {
    for (const path of [
      '/advertising/amazon/campaigns',
      '/advertising/amazon/asins',
      '/reports/amazon/advertising/campaigns',
    ]) {
      expect((await get(`${path}?period=2024-03`, bob.cookie)).statusCode).toBe(404);
      const bad = await get(`${path}?period=2024-13`);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe('PERIOD_INVALID');
    }
    const foreign = await testApp.call('GET', `/api/v2/reports/ppc-report-url?sellerId=${sellerId}`, {
      cookie: bob.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const tooLong = await get('/reports/amazon/advertising/campaigns?period=2023-01..2024-03');
    expect(tooLong.json().message).toBe(
      'The PPC report spans at most 366 days; this period has 456. Choose a shorter period.',
    );
  });
});
