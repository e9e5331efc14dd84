import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockSeller, dayFrom, todayUtc, UK, US } from './stock-seller.fixture.ts';

// The history chart's series and the download, for the history of stock-seller.fixture.ts.
describe(`inventory history and the stock download on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let cookie: string;
  const asOf = todayUtc();
  const on = (offset: number) => dayFrom(asOf, offset);
  const base = '/api/v2/sellers/alpha-lamps';

  const get = async (path: string, query = '') => {
    const response = await testApp.call('GET', `${base}${path}${query ? `?${query}` : ''}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    ({ cookie } = await createStockSeller(testApp, database, asOf));
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it("gives a SKU's daily stock and units sold, null on days without figures", async () => {
    const body = await get('/inventory/history', `sku=LAMP-A&marketplaceId=${US}&days=7`);
    expect(body).toMatchObject({ sku: 'LAMP-A', marketplaceId: US, from: on(-6), to: asOf });
    const stock = (fulfillable: number, unitsSold: number) => ({
      fulfillable,
      inbound: 0,
      reserved: 0,
      unsellable: 0,
      unitsSold,
    });
    expect(body.days).toEqual([
      { day: on(-6), ...stock(0, 0) },
      { day: on(-5), ...stock(250, 4) },
      { day: on(-4), ...stock(250, 4) },
      { day: on(-3), ...stock(250, 4) },
      { day: on(-2), ...stock(250, 4) },
      { day: on(-1), fulfillable: 200, inbound: 100, reserved: 20, unsellable: 0, unitsSold: 4 },
      { day: asOf, fulfillable: null, inbound: null, reserved: null, unsellable: null, unitsSold: 50 },
    ]);
  });

  it('downloads the rows as CSV and XLSX with headers for people', async () => {
    const csv = await testApp.call('GET', `${base}/product-stock-recommendations/report?format=csv&brand=Other`, {
      cookie,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="stock-recommendations-alpha-lamps-${asOf}.csv"`,
    );
    const [header, row, end] = csv.body.split('\n');
    expect(header).toBe(
      'SKU,ASIN,Parent ASIN,Title,Brand,Marketplace,Marketplace ID,SKUs,Status,Stock day,Fulfillable,Inbound working,' +
        'Inbound shipped,Inbound receiving,Reserved,Unsellable,Researching,Total stock,Units per day,' +
        'Units sold on in-stock days,In-stock days,Window days,Trend,Trend %,Days of cover,Stock-out date,' +
        'Production days,Transit days,Check-in days,Lead time days,Safety stock days,Own lead time,' +
        'Safety stock units,Reorder point,Reorder date,Reorder quantity,Reorder capital,Capital currency',
    );
    expect(row).toBe(
      `LAMP-C,B0CHILD3,,Lamp C,Other,amazon.co.uk,${UK},1,Out of stock,${on(-3)},0,50,0,0,0,0,0,50,1.82,40,22,30,` +
        `falling,-28.6,27,${on(27)},30,21,7,58,14,No,26,131,${asOf},190,,`,
    );
    expect(end).toBe('');
    const xlsx = await testApp.call('GET', `${base}/product-stock-recommendations/report?format=xlsx`, {
      cookie,
    });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Stock recommendations');
    expect(sheet?.getRow(3).getCell(1).value).toBe('LAMP-A');
    expect(sheet?.getRow(3).getCell(37).value).toBe(600);
  });

  it("answers 404 for another organization's seller and 422 for bad filters", async () => {
    for (const path of [
      '/product-stock-recommendations',
      '/product-stock-recommendations/report',
      '/inventory/history',
    ]) {
      const url = `/api/v2/sellers/beta-lamps${path}?sku=LAMP-A&marketplaceId=${US}`;
      const response = await testApp.call('GET', url, { cookie });
      expect(response.statusCode, path).toBe(404);
    }
    const short = await testApp.call('GET', `${base}/product-stock-recommendations?windowDays=3`, {
      cookie,
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().details.errors).toEqual(['Enter a window of at least 7 days']);
    const aggregation = await testApp.call('GET', `${base}/product-stock-recommendations?aggregation=brand`, {
      cookie,
    });
    expect(aggregation.statusCode).toBe(422);
    const history = await testApp.call('GET', `${base}/inventory/history?sku=LAMP-A`, { cookie });
    expect(history.statusCode).toBe(422);
  });
});
