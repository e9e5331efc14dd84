// The return reasons of the customer satisfaction section over HTTP on a small hand-made seller:
// products from one USD settlement through the real importer, and FBA customer returns stored as
// the sync or an upload stores them. Every expected figure is computed by hand in the comments.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { PLAIN_V2, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';
import { RETURN_REASONS_MESSAGE } from './customer-satisfaction.service.ts';

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const sale = (sku: string, orderId: string): GeneratedRow => ({
  transactionType: 'Order',
  amountType: 'ItemPrice',
  amountDescription: 'Principal',
  cents: 1000,
  sku,
  quantity: 1,
  orderId,
  posted: [2025, 6, 2],
});

/*
 * Returns (US unless said), June 2025 = [2025-06-01T00:00Z, 2025-07-01T00:00Z):
 *   P-1 (B0P1, Acme)      DEFECTIVE 1 + 2, NOT_AS_DESCRIBED 1                          = 4
 *   Q-1 (B0Q1, no brand)  APPAREL_TOO_SMALL 2, NEW_CODE_XYZ 1, no reason 1 (06-30 23:30) = 4
 *   Z-9 (UK, not in the catalog: no brand)  DAMAGED_BY_CARRIER 1                        = 1
 *   outside: P-1 UNWANTED_ITEM 3 on 05-31 23:59:59, P-1 DEFECTIVE 5 on 07-01 00:00 (source 'upload', the latest)
 * June: 9 units. DEFECTIVE 3/9 = 0.333333, APPAREL_TOO_SMALL 2/9 = 0.222222, each other 1/9 = 0.111111.
 * Acme: DEFECTIVE 3/4 = 0.750000, NOT_AS_DESCRIBED 1/4 = 0.250000.
 * No brand: 5 units; APPAREL_TOO_SMALL 2/5 = 0.400000, then '' and DAMAGED_BY_CARRIER 1/5 = 0.200000
 * (ties by code; NEW_CODE_XYZ is the fourth, not among the top three).
 */
const RETURNS: Array<[string, string, string, string, string, number, string | null, string]> = [
  [US, 'O-3', 'P-1', 'L1', '2025-06-03T10:00:00Z', 1, 'DEFECTIVE', 'sp-api'],
  [US, 'O-4', 'P-1', 'L2', '2025-06-21T10:00:00Z', 2, 'DEFECTIVE', 'sp-api'],
  [US, 'O-5', 'P-1', 'L3', '2025-06-22T10:00:00Z', 1, 'NOT_AS_DESCRIBED', 'sp-api'],
  [US, 'O-6', 'Q-1', 'L4', '2025-06-15T10:00:00Z', 2, 'APPAREL_TOO_SMALL', 'sp-api'],
  [US, 'O-7', 'Q-1', 'L5', '2025-06-16T10:00:00Z', 1, 'NEW_CODE_XYZ', 'sp-api'],
  [US, 'O-8', 'Q-1', '', '2025-06-30T23:30:00Z', 1, null, 'sp-api'],
  [UK, 'O-9', 'Z-9', 'L6', '2025-06-10T10:00:00Z', 1, 'DAMAGED_BY_CARRIER', 'sp-api'],
  [US, 'O-10', 'P-1', 'L7', '2025-05-31T23:59:59Z', 3, 'UNWANTED_ITEM', 'sp-api'],
  [US, 'O-11', 'P-1', 'L8', '2025-07-01T00:00:00Z', 5, 'DEFECTIVE', 'upload'],
];

const share = (reason: string, label: string, units: number, fraction: string) => ({
  reason,
  label,
  units,
  share: fraction,
});

describe(`return reasons over HTTP on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let sellerId: string;
  const get = async (query: string, cookie = alice.cookie, seller = sellerId) => {
    const response = await testApp.call('GET', `/api/v2/sellers/${seller}/customer-satisfaction${query}`, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-return-reasons-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@returns.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@returns.test', { sellerName: 'Beta Brands' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    const path = join(workDir, 'settlement.txt');
    const rows = [sale('P-1', '111-0000001-0000001'), sale('Q-1', '111-0000002-0000002')];
    await writeFile(path, settlementFileText([{ settlementId: '9101', currency: 'USD', rows }], PLAIN_V2));
    await importFileFromCli(database.db, sellerId, path, () => undefined);
    const sql = (text: string, values: unknown[]) => database.pool.query(text, values);
    await sql(`update products set asin = 'B0P1', brand = 'Acme' where seller_id = $1 and sku = 'P-1'`, [sellerId]);
    await sql(`update products set asin = 'B0Q1', brand = null where seller_id = $1 and sku = 'Q-1'`, [sellerId]);
    for (const [marketplace, order, sku, plate, at, quantity, reason, source] of RETURNS) {
      await sql(
        `insert into fba_customer_returns (seller_id, marketplace_id, order_id, sku, license_plate_number, returned_at,
           quantity, reason, source) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [sellerId, marketplace, order, sku, plate, at, quantity, reason, source],
      );
    }
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('gives the reasons of the period with their share, and the top reasons per brand and product', async () => {
    const body = await get('?period=2025-06');
    expect(body.returnReasonsSource).toBe('upload');
    expect(body.returnReasons).toEqual({
      available: true,
      message: null,
      units: 9,
      reasons: [
        share('DEFECTIVE', 'Defective or does not work', 3, '0.333333'),
        share('APPAREL_TOO_SMALL', 'Too small', 2, '0.222222'),
        share('', 'Not in the report', 1, '0.111111'),
        share('DAMAGED_BY_CARRIER', 'Damaged by the carrier', 1, '0.111111'),
        share('NEW_CODE_XYZ', 'NEW_CODE_XYZ', 1, '0.111111'),
        share('NOT_AS_DESCRIBED', 'Not as described', 1, '0.111111'),
      ],
    });
    const brands = Object.fromEntries(
      body.brands.map((row: { key: string; reportedReturns: number; topReturnReasons: unknown[] }) => [
        row.key,
        [row.reportedReturns, row.topReturnReasons],
      ]),
    );
    expect(brands).toEqual({
      Acme: [
        4,
        [
          share('DEFECTIVE', 'Defective or does not work', 3, '0.750000'),
          share('NOT_AS_DESCRIBED', 'Not as described', 1, '0.250000'),
        ],
      ],
      '': [
        5,
        [
          share('APPAREL_TOO_SMALL', 'Too small', 2, '0.400000'),
          share('', 'Not in the report', 1, '0.200000'),
          share('DAMAGED_BY_CARRIER', 'Damaged by the carrier', 1, '0.200000'),
        ],
      ],
    });
    const product = (key: string) => body.products.find((row: { key: string }) => row.key === key);
    expect(product(`${US}:B0Q1`)).toMatchObject({ reportedReturns: 4, unitsSold: 1, unitsReturned: 0 });
    // Returned but neither sold nor rated in June: the product still has its row.
    expect(product(`${UK}:sku:Z-9`)).toMatchObject({
      asin: null,
      skus: ['Z-9'],
      unitsSold: 0,
      reportedReturns: 1,
      topReturnReasons: [share('DAMAGED_BY_CARRIER', 'Damaged by the carrier', 1, '1.000000')],
    });
  });

  it('applies the period, brand, ASIN and marketplace filters', async () => {
    const acme = await get('?period=2025-06&brand=Acme');
    expect(acme.returnReasons.units).toBe(4);
    expect(acme.returnReasons.reasons.map((row: { reason: string }) => row.reason)).toEqual([
      'DEFECTIVE',
      'NOT_AS_DESCRIBED',
    ]);
    expect((await get('?period=2025-06&asin=B0Q1')).returnReasons.units).toBe(4);
    const uk = await get(`?period=2025-06&marketplace=${UK}`);
    expect(uk.returnReasons.reasons).toEqual([share('DAMAGED_BY_CARRIER', 'Damaged by the carrier', 1, '1.000000')]);
    const may = await get('?period=2025-05');
    expect(may.returnReasons.reasons).toEqual([share('UNWANTED_ITEM', 'No longer needed', 3, '1.000000')]);
    const mayToJuly = await get('?period=2025-05..2025-07');
    expect(mayToJuly.returnReasons.units).toBe(3 + 9 + 5);
  });

  it('says where the reasons come from when no returns report was synced or uploaded', async () => {
    const bobSeller = (await testApp.call('GET', '/api/v2/sellers', { cookie: bob.cookie })).json().sellers[0].id;
    const body = await get('?period=2025-06', bob.cookie, bobSeller);
    expect(body.returnReasonsSource).toBeNull();
    expect(body.returnReasons).toEqual({ available: false, message: RETURN_REASONS_MESSAGE, units: 0, reasons: [] });
    const foreign = await testApp.call('GET', `/api/v2/sellers/${sellerId}/customer-satisfaction`, {
      cookie: bob.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
