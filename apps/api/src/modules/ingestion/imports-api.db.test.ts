import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { multipartBody } from '../../test/multipart.ts';
import { ordersReportText } from '../../test/orders-files.ts';
import { mugSettlement, PLAIN_V2, settlementFileText, type GeneratedSettlement } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const settlement = (settlementId: string, extra: GeneratedSettlement['rows'] = []) =>
  mugSettlement(settlementId, [
    {
      transactionType: 'Order',
      amountType: 'ItemPrice',
      amountDescription: 'Principal',
      cents: 1000,
      sku: 'CUP-2',
      marketplaceName: 'Amazon.ca',
      posted: [2024, 3, 2],
    },
    { transactionType: 'Storage Fee', amountType: 'other-transaction', amountDescription: 'Storage Fee', cents: -123 },
    ...extra,
  ]);

// Uploads, the import history, reconciliation and tenancy, through the HTTP API.
describe(`settlement imports over HTTP on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let dataDir: string;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let aliceSeller: string;
  let bobSeller: string;
  const count = async (table: string) =>
    Number((await database.pool.query(`select count(*) from ${table}`)).rows[0].count);
  const upload = (sellerId: string, fileName: string, content: string | Buffer, cookie = alice.cookie) => {
    const { body, headers } = multipartBody({ fileName, content });
    return testApp.call('POST', `/api/v2/sellers/${sellerId}/imports`, { cookie, body, headers });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-uploads-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { DATA_DIR: dataDir } });
    alice = await createUser(testApp, 'alice@imports.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@imports.test', { sellerName: 'Beta Brands' });
    aliceSeller = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    bobSeller = (await testApp.call('GET', '/api/v2/sellers', { cookie: bob.cookie })).json().sellers[0].id;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports an upload, reconciles each settlement, fills rollups and products, and removes the uploaded copy', async () => {
    const text = settlementFileText([settlement('5001'), settlement('5002')], { ...PLAIN_V2, dayFirst: false });
    const response = await upload(aliceSeller, 'march.txt', text);
    expect(response.statusCode).toBe(202);
    const created = response.json();
    expect(created).toMatchObject({ fileName: 'march.txt', fileSize: Buffer.byteLength(text) });

    const status = (
      await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/imports/${created.id}`, { cookie: alice.cookie })
    ).json();
    expect(status).toMatchObject({
      status: 'succeeded',
      percent: 100,
      rowsRead: 10,
      settlementsImported: 2,
      settlementsSkipped: 0,
      errors: [],
    });

    const settlements = (
      await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/settlements`, { cookie: alice.cookie })
    ).json().settlements;
    expect(settlements.map((row: { settlementId: string }) => row.settlementId).sort()).toEqual(['5001', '5002']);
    expect(settlements[0]).toMatchObject({
      totalAmount: '30.86',
      rowsTotal: '30.86',
      difference: '0.00',
      rowCount: 4,
      currency: 'USD',
      unmappedCount: 0,
      depositDate: '2024-03-17T00:00:00.000Z',
    });

    const { rows: ledger } = await database.pool.query(
      `select pnl_line, amount::text, source, source_line, status, marketplace_id, posted_date::text, source_import_id from ledger_entries where settlement_ref = (select id from settlements where settlement_id = '5001') order by source_line`,
    );
    expect(
      ledger.map((row) => [row.source_line, row.pnl_line, row.amount, row.marketplace_id, row.posted_date]),
    ).toEqual([
      [3, 'fullPriceFulfilledProductSales', '25.9900', 'ATVPDKIKX0DER', '2024-03-13'],
      [4, 'sellingFees', '-3.9000', 'ATVPDKIKX0DER', '2024-03-13'],
      [5, 'fullPriceFulfilledProductSales', '10.0000', 'A2EUQ1WTGCTBG2', '2024-03-02'],
      [6, 'fbaStorageFees', '-1.2300', 'ATVPDKIKX0DER', null],
    ]);
    expect(new Set(ledger.map((row) => `${row.source}/${row.status}/${row.source_import_id}`))).toEqual(
      new Set([`settlement_v2/final/${created.id}`]),
    );

    const { rows: rollups } = await database.pool.query(
      `select day::text, marketplace_id, sku, pnl_line, amount::text, quantity, row_count from ledger_daily_rollups order by day, marketplace_id, sku, pnl_line`,
    );
    expect(rollups).toContainEqual({
      day: '2024-03-13',
      marketplace_id: 'ATVPDKIKX0DER',
      sku: 'MUG-1',
      pnl_line: 'fullPriceFulfilledProductSales',
      amount: '51.9800',
      quantity: '2',
      row_count: 2,
    });
    expect(rollups).toContainEqual({
      day: '2024-03-15',
      marketplace_id: 'ATVPDKIKX0DER',
      sku: '',
      pnl_line: 'fbaStorageFees',
      amount: '-2.4600',
      quantity: '0',
      row_count: 2,
    });
    const { rows: products } = await database.pool.query(`select marketplace_id, sku from products order by sku`);
    expect(products).toEqual([
      { marketplace_id: 'A2EUQ1WTGCTBG2', sku: 'CUP-2' },
      { marketplace_id: 'ATVPDKIKX0DER', sku: 'MUG-1' },
    ]);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
  });

  it("says 'already imported' for a settlement it has, and changes nothing", async () => {
    const before = await Promise.all(['ledger_entries', 'settlements', 'ledger_daily_rollups', 'products'].map(count));
    const rollupSum = (await database.pool.query(`select sum(amount)::text as s from ledger_daily_rollups`)).rows[0].s;
    const again = (await upload(aliceSeller, 'march-again.txt', settlementFileText([settlement('5001')]))).json();
    const status = (
      await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/imports/${again.id}`, { cookie: alice.cookie })
    ).json();
    expect(status).toMatchObject({ status: 'succeeded', settlementsImported: 0, settlementsSkipped: 1 });
    expect(await Promise.all(['ledger_entries', 'settlements', 'ledger_daily_rollups', 'products'].map(count))).toEqual(
      before,
    );
    expect((await database.pool.query(`select sum(amount)::text as s from ledger_daily_rollups`)).rows[0].s).toBe(
      rollupSum,
    );
  });

  it('stores nothing of a file with a bad row, and names the line and the reason', async () => {
    const before = await Promise.all(['ledger_entries', 'settlements'].map(count));
    const good = settlementFileText([settlement('6001'), settlement('6002')]);
    const lines = good.split('\n');
    lines[8] = (lines[8] ?? '').replace('-3.90', '-3.9O');
    const response = await upload(aliceSeller, 'bad.txt', lines.join('\n'));
    const status = (
      await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/imports/${response.json().id}`, {
        cookie: alice.cookie,
      })
    ).json();
    expect(status).toMatchObject({
      status: 'failed',
      settlementsImported: 0,
      errors: [{ line: 9, reason: 'amount: "-3.9O" is not an amount' }],
    });
    expect(await Promise.all(['ledger_entries', 'settlements'].map(count))).toEqual(before);
  });

  it('stores rows the mapping does not know under unmapped and counts them', async () => {
    const extra = [{ transactionType: 'Mystery', amountType: 'New Thing', amountDescription: 'Surprise', cents: 77 }];
    await upload(aliceSeller, 'unmapped.txt', settlementFileText([settlement('7001', extra)]));
    const settlements = (
      await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/settlements`, { cookie: alice.cookie })
    ).json().settlements;
    expect(settlements.find((row: { settlementId: string }) => row.settlementId === '7001')).toMatchObject({
      unmappedCount: 1,
      rowCount: 5,
      difference: '0.00',
    });
  });

  it('lists imports newest first', async () => {
    const imports = (
      await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/imports`, { cookie: alice.cookie })
    ).json().imports;
    expect(imports.map((row: { fileName: string }) => row.fileName)).toEqual([
      'unmapped.txt',
      'bad.txt',
      'march-again.txt',
      'march.txt',
    ]);
  });

  it('imports an All Orders report uploaded in the same place, and names the report kind', async () => {
    const text = ordersReportText([
      { orderId: '111-0000000-0000000', purchaseDate: '2024-03-12T18:00:00-07:00' },
      { orderId: '111-0000000-0000000', purchaseDate: '2024-03-12T18:00:00-07:00', sku: 'CUP-2' },
      { orderId: '111-0000009-0000009', purchaseDate: '2024-03-14T10:00:00+00:00', status: 'Cancelled' },
    ]);
    const response = await upload(aliceSeller, 'all-orders.txt', text);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ kind: 'orders', fileName: 'all-orders.txt' });
    const status = (
      await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/imports/${response.json().id}`, {
        cookie: alice.cookie,
      })
    ).json();
    expect(status).toMatchObject({
      kind: 'orders',
      status: 'succeeded',
      percent: 100,
      rowsRead: 3,
      settlementsImported: 0,
      ordersImported: 2,
      ordersUpdated: 0,
      ordersSkipped: 0,
      errors: [],
    });
    const imports = (
      await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/imports`, { cookie: alice.cookie })
    ).json().imports;
    expect(imports.map((row: { fileName: string; kind: string }) => [row.fileName, row.kind]).slice(0, 2)).toEqual([
      ['all-orders.txt', 'orders'],
      ['unmapped.txt', 'settlement'],
    ]);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
  });

  it('answers 422 with a message for an upload without a file, a non-multipart body and a file that is not a settlement report', async () => {
    const before = await count('imports');
    const noFile = multipartBody(undefined, { note: 'hello' });
    const withoutFile = await testApp.call('POST', `/api/v2/sellers/${aliceSeller}/imports`, {
      cookie: alice.cookie,
      ...noFile,
    });
    expect(withoutFile.statusCode).toBe(422);
    expect(withoutFile.json().message).toContain('Choose a settlement, orders, FBA inventory or advertising report');
    const json = await testApp.call('POST', `/api/v2/sellers/${aliceSeller}/imports`, {
      cookie: alice.cookie,
      body: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toContain('multipart/form-data');
    const csv = await upload(aliceSeller, 'orders.csv', 'order-id,sku,price\n1,A,2.00\n');
    expect(csv.statusCode).toBe(422);
    expect(csv.json().message).toContain(
      'not a settlement flat file, an All Orders report nor an FBA inventory report',
    );
    const empty = await upload(aliceSeller, 'empty.txt', '');
    expect([empty.statusCode, empty.json().message]).toEqual([422, 'The file is empty.']);
    expect(await count('imports')).toBe(before);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
  });

  it('serves the marketplaces table', async () => {
    const response = await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/marketplaces`, { cookie: alice.cookie });
    const marketplaces = response.json().marketplaces;
    expect(marketplaces).toHaveLength(24);
    expect(marketplaces).toContainEqual({
      marketplaceId: 'A2EUQ1WTGCTBG2',
      marketplaceName: 'Canada',
      domainName: 'amazon.ca',
      countryCode: 'CA',
      defaultCurrencyCode: 'CAD',
      defaultLocale: 'en_CA',
      region: 'na',
      listingOptimizationEnabled: true,
    });
    expect(marketplaces.find((row: { marketplaceId: string }) => row.marketplaceId === 'NON_AMAZON')).toMatchObject({
      marketplaceName: 'Non-Amazon',
      region: '',
    });
  });

  it("answers 404 on every import endpoint for another organization's seller, and for another seller's import", async () => {
    const bobImport = (await upload(bobSeller, 'bob.txt', settlementFileText([settlement('8001')]), bob.cookie)).json();
    const aliceImports = (
      await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/imports`, { cookie: alice.cookie })
    ).json().imports;
    const { body, headers } = multipartBody({ fileName: 'x.txt', content: settlementFileText([settlement('8002')]) });
    const responses = await Promise.all([
      testApp.call('POST', `/api/v2/sellers/${bobSeller}/imports`, { cookie: alice.cookie, body, headers }),
      testApp.call('GET', `/api/v2/sellers/${bobSeller}/imports`, { cookie: alice.cookie }),
      testApp.call('GET', `/api/v2/sellers/${bobSeller}/imports/${bobImport.id}`, { cookie: alice.cookie }),
      testApp.call('GET', `/api/v2/sellers/${aliceSeller}/imports/${bobImport.id}`, { cookie: alice.cookie }),
      testApp.call('GET', `/api/v2/sellers/beta-brands/settlements`, { cookie: alice.cookie }),
      testApp.call('GET', `/api/v2/sellers/${bobSeller}/marketplaces`, { cookie: alice.cookie }),
      testApp.call('GET', `/api/v2/sellers/${bobSeller}/imports/${aliceImports[0].id}`, { cookie: bob.cookie }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(
      (await database.pool.query(`select count(*)::int as n from settlements where settlement_id = '8002'`)).rows[0].n,
    ).toBe(0);
    expect(
      (await testApp.call('GET', `/api/v2/sellers/${bobSeller}/settlements`, { cookie: bob.cookie })).json()
        .settlements,
    ).toHaveLength(1);
    expect((await testApp.call('GET', `/api/v2/sellers/${aliceSeller}/imports`)).statusCode).toBe(401);
  });
});
