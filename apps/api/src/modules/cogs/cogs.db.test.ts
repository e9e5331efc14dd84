import {
  createTestDatabase,
  ledgerDailyRollups,
  ledgerEntries,
  testBackendName,
  type TestDatabase,
} from '@brandlens/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

function multipart(filename: string, content: Buffer | string, fieldName = 'file') {
  const boundary = '----brandlens-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe(`cost of goods sold on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let aliceSellerId: string;
  const base = '/api/v2/sellers/alpha-goods/cost-of-goods-sold';

  const list = async (cookie = alice.cookie, url = base) =>
    (await testApp.call('GET', url, { cookie })).json().costOfGoodsSold as Array<Record<string, string | null>>;
  const upload = (filename: string, content: Buffer | string, url = `${base}/upload`) => {
    const { body, headers } = multipart(filename, content);
    return testApp.call('POST', url, { cookie: alice.cookie, body, headers });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@cogs.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@cogs.test', { sellerName: 'Beta Brands' });
    aliceSellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('stores JSON rows exactly and upserts idempotently on (seller, sku, validFrom)', async () => {
    const rows = [
      { sku: 'MUG-1', unitLandedCost: '2.5', currency: 'USD', validFrom: '2025-01-01' },
      { sku: 'MUG-1', unitLandedCost: 2.75, currency: 'usd', validFrom: '2025-03-15' },
      { sku: 'MUG-2', unitLandedCost: '4.1234', currency: 'EGP', validFrom: '2025-01-01' },
    ];
    const first = await testApp.call('POST', base, { cookie: alice.cookie, body: { costOfGoodsSold: rows } });
    expect(first.json()).toEqual({ rowsReceived: 3, created: 3, updated: 0, unchanged: 0 });
    const again = await testApp.call('POST', base, { cookie: alice.cookie, body: { costOfGoodsSold: rows } });
    expect(again.json()).toEqual({ rowsReceived: 3, created: 0, updated: 0, unchanged: 3 });
    const changed = await testApp.call('POST', base, {
      cookie: alice.cookie,
      body: { costOfGoodsSold: [{ ...rows[0], unitLandedCost: '2.60' }] },
    });
    expect(changed.json()).toEqual({ rowsReceived: 1, created: 0, updated: 1, unchanged: 0 });
    expect(await list()).toEqual([
      { sku: 'MUG-1', unitLandedCost: '2.60', currency: 'USD', validFrom: '2025-01-01', validUntil: '2025-03-14' },
      { sku: 'MUG-1', unitLandedCost: '2.75', currency: 'USD', validFrom: '2025-03-15', validUntil: null },
      { sku: 'MUG-2', unitLandedCost: '4.1234', currency: 'EGP', validFrom: '2025-01-01', validUntil: null },
    ]);
  });

  it('rejects a list with any bad row with every error, and stores none of it', async () => {
    const before = await list();
    const response = await testApp.call('POST', base, {
      cookie: alice.cookie,
      body: {
        costOfGoodsSold: [
          { sku: 'NEW-1', unitLandedCost: '1.00', currency: 'USD', validFrom: '2025-05-01' },
          { sku: 'NEW-2', unitLandedCost: '1.123456', currency: 'XXX', validFrom: '2025-05-01' },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'COGS_ROWS_INVALID',
      details: {
        errors: [
          'Row 2, unitLandedCost: has more than 4 decimal places',
          'Row 2, currency: "XXX" is not a supported currency (one of the 47 reporting currencies, EGP or SAR)',
        ],
      },
      rowErrors: [
        { row: 2, column: 'unitLandedCost', reason: 'has more than 4 decimal places' },
        { row: 2, column: 'currency', reason: expect.stringContaining('not a supported currency') },
      ],
    });
    expect(await list()).toEqual(before);
    const empty = await testApp.call('POST', base, { cookie: alice.cookie, body: { costOfGoodsSold: [] } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details.errors).toEqual(['Send at least one row']);
  });

  it('takes a CSV upload with headers in any case, order and spacing, semicolons and a BOM', async () => {
    const csv =
      '\uFEFFCurrency;Valid From;SKU;Unit Landed Cost;note\r\nGBP;2025-02-01;CSV-1;3,20;x\r\n\r\nGBP;2025-02-01;CSV-2;10;\r\n';
    const response = await upload('costs.csv', csv);
    expect(response.json()).toEqual({ rowsReceived: 2, created: 2, updated: 0, unchanged: 0 });
    expect((await list()).filter((row) => row.sku?.startsWith('CSV-'))).toEqual([
      { sku: 'CSV-1', unitLandedCost: '3.20', currency: 'GBP', validFrom: '2025-02-01', validUntil: null },
      { sku: 'CSV-2', unitLandedCost: '10.00', currency: 'GBP', validFrom: '2025-02-01', validUntil: null },
    ]);
  });

  it('takes an XLSX upload with date and number cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Costs');
    sheet.addRow(['SKU', 'Unit landed cost', 'Currency', 'Valid from']);
    sheet.addRow(['XL-1', 5.125, 'EUR', new Date(Date.UTC(2025, 0, 15))]);
    sheet.addRow(['XL-2', '7.00', 'SAR', '2025-01-20']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload('costs.xlsx', buffer);
    expect(response.json()).toEqual({ rowsReceived: 2, created: 2, updated: 0, unchanged: 0 });
    expect((await list()).filter((row) => row.sku?.startsWith('XL-'))).toEqual([
      { sku: 'XL-1', unitLandedCost: '5.125', currency: 'EUR', validFrom: '2025-01-15', validUntil: null },
      { sku: 'XL-2', unitLandedCost: '7.00', currency: 'SAR', validFrom: '2025-01-20', validUntil: null },
    ]);
  });

  it('rejects a file with bad rows naming file lines and headers, storing nothing', async () => {
    const before = await list();
    const csv = 'sku,unit landed cost,currency,valid from\nOK-1,1.00,USD,2025-01-01\nBAD-1,abc,USD,2025-13-01\n';
    const response = await upload('bad.csv', csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().rowErrors).toEqual([
      { row: 3, column: 'unit landed cost', reason: '"abc" is not a number such as 12.50' },
      { row: 3, column: 'valid from', reason: '"2025-13-01" is not a date written YYYY-MM-DD' },
    ]);
    const missing = await upload('missing.csv', 'sku,cost\nA,1\n');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().rowErrors).toEqual([
      { row: 1, column: 'unit landed cost', reason: 'column is missing' },
      { row: 1, column: 'currency', reason: 'column is missing' },
      { row: 1, column: 'valid from', reason: 'column is missing' },
    ]);
    const xls = await upload('old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]));
    expect(xls.json()).toMatchObject({
      statusCode: 422,
      rowErrors: [],
      details: { errors: [expect.stringMatching(/\.xls files/)] },
    });
    const notMultipart = await testApp.call('POST', `${base}/upload`, { cookie: alice.cookie, body: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(422);
    expect(notMultipart.json().message).toMatch(/multipart\/form-data/);
    const tooLarge = await upload('huge.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(tooLarge.statusCode).toBe(413);
    expect(await list()).toEqual(before);
  });

  it('offers a CSV template that uploads as is', async () => {
    const response = await testApp.call('GET', `${base}/template.csv`, { cookie: alice.cookie });
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    expect(response.body.split('\n')[0]).toBe('sku,unit landed cost,currency,valid from');
    expect((await upload('template.csv', response.body)).statusCode).toBe(200);
  });

  it("answers 404 for another organization's seller and stores nothing there", async () => {
    const other = '/api/v2/sellers/beta-brands/cost-of-goods-sold';
    const body = { costOfGoodsSold: [{ sku: 'X', unitLandedCost: '1', currency: 'USD', validFrom: '2025-01-01' }] };
    expect((await testApp.call('GET', other, { cookie: alice.cookie })).statusCode).toBe(404);
    expect((await testApp.call('POST', other, { cookie: alice.cookie, body })).statusCode).toBe(404);
    expect(
      (await upload('x.csv', 'sku,unit landed cost,currency,valid from\nX,1,USD,2025-01-01\n', `${other}/upload`))
        .statusCode,
    ).toBe(404);
    expect(
      (await testApp.call('GET', '/api/v2/sellers/beta-brands/cogs-status', { cookie: alice.cookie })).statusCode,
    ).toBe(404);
    expect((await testApp.call('GET', `${other}/template.csv`, { cookie: alice.cookie })).statusCode).toBe(404);
    expect(await list(bob.cookie, other)).toEqual([]);
    expect((await testApp.call('GET', base)).statusCode).toBe(401);
  });

  it('reports the share of sold units with a cost valid on their sale date', async () => {
    const sale = (
      sku: string | null,
      postedDate: string,
      quantity: number,
      pnlLine = 'fullPriceFulfilledProductSales',
    ) => ({
      sellerId: aliceSellerId,
      sku,
      postedDate,
      quantity,
      pnlLine,
      transactionType: 'Order',
      amountType: 'ItemPrice',
      amountDescription: 'Principal',
      currency: 'USD',
      amount: '10.0000',
      status: 'final' as const,
      source: 'test',
    });
    const sales = [
      sale('MUG-1', '2024-12-31', 4), // before MUG-1's first cost
      sale('MUG-1', '2025-01-01', 3),
      sale('MUG-1', '2025-06-01', 2),
      sale('MUG-2', '2025-02-01', 1),
      sale('NO-COST', '2025-02-01', 5),
      sale(null, '2025-02-01', 1),
      sale('MUG-1', '2025-02-01', 9, 'fulfilledShippingRevenue'), // not a product sale
    ];
    await database.db.insert(ledgerEntries).values(sales);
    // The status reads the daily rollups the importer keeps with the rows (one row per key here).
    await database.db.insert(ledgerDailyRollups).values(
      sales.map((row) => ({
        sellerId: row.sellerId,
        day: row.postedDate,
        marketplaceId: '',
        sku: row.sku ?? '',
        pnlLine: row.pnlLine,
        currency: row.currency,
        status: row.status,
        amount: row.amount,
        quantity: row.quantity,
        rowCount: 1,
      })),
    );
    const status = await testApp.call('GET', '/api/v2/sellers/alpha-goods/cogs-status', { cookie: alice.cookie });
    expect(status.json()).toEqual({
      unitsSold: 16,
      unitsWithCost: 6,
      share: 0.375,
      skusWithoutCost: [
        { sku: 'NO-COST', unitsSold: 5 },
        { sku: 'MUG-1', unitsSold: 4 },
        { sku: null, unitsSold: 1 },
      ],
    });
    const empty = await testApp.call('GET', '/api/v2/sellers/beta-brands/cogs-status', { cookie: bob.cookie });
    expect(empty.json()).toEqual({ unitsSold: 0, unitsWithCost: 0, share: null, skusWithoutCost: [] });
  });

  it('reports cogs-status by external id for visible sellers only', async () => {
    const add = (who: { cookie: string; userId: string }, body: object) =>
      testApp.call('POST', `/api/v2/user/${who.userId}/add-seller-to-organization`, { cookie: who.cookie, body });
    expect((await add(alice, { name: 'Alpha Two', slug: 'alpha-two', externalId: 'A2EXT' })).statusCode).toBe(201);
    expect((await add(bob, { name: 'Beta Two', slug: 'beta-two', externalId: 'B2EXT' })).statusCode).toBe(201);
    const one = await testApp.call('GET', '/api/v2/sellers/cogs-status?externalIds=A2EXT', { cookie: alice.cookie });
    expect(one.json().sellers).toEqual([
      {
        sellerId: expect.any(String),
        slug: 'alpha-two',
        externalId: 'A2EXT',
        unitsSold: 0,
        unitsWithCost: 0,
        share: null,
        skusWithoutCost: [],
      },
    ]);
    const both = await testApp.call('GET', '/api/v2/sellers/cogs-status?externalIds=A2EXT&externalIds=B2EXT', {
      cookie: alice.cookie,
    });
    expect(both.json().sellers.map((seller: { slug: string }) => seller.slug)).toEqual(['alpha-two']);
    const none = await testApp.call('GET', '/api/v2/sellers/cogs-status', { cookie: alice.cookie });
    expect(none.statusCode).toBe(422);
  });
});
