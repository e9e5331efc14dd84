// The customer satisfaction section over HTTP on a small hand-made seller: one USD settlement
// through the real importer (units on the Principal rows) and review snapshots of one product.
// Every expected figure is computed by hand in the comments (docs/customer-satisfaction.md).
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
const item = (
  sku: string,
  transactionType: 'Order' | 'Refund',
  description: string,
  cents: number,
  quantity: number,
  posted: [number, number, number],
  orderId: string,
): GeneratedRow => ({
  transactionType,
  amountType: 'ItemPrice',
  amountDescription: description,
  cents,
  sku,
  quantity,
  orderId,
  posted,
});

const ROWS: GeneratedRow[] = [
  item('P-1', 'Order', 'Principal', 7000, 7, [2025, 4, 10], '111-0000001-0000001'), // before the period
  item('Q-1', 'Order', 'Principal', 4000, 4, [2025, 5, 10], '111-0000002-0000002'), // May: Q-1 4 sold
  item('P-1', 'Order', 'Principal', 3000, 3, [2025, 6, 5], '111-0000003-0000003'), // June: P-1 3 sold
  item('P-1', 'Order', 'Principal', 2000, 2, [2025, 6, 20], '111-0000004-0000004'), // June: P-1 2 sold
  item('P-1', 'Refund', 'Principal', -1000, 1, [2025, 6, 25], '111-0000003-0000003'), // June: P-1 1 returned
  item('P-1', 'Refund', 'Shipping', -100, 1, [2025, 6, 25], '111-0000003-0000003'), // carries no units
];

/*
 * Reviews of B0P1 (P-1), cumulative stars [1, 2, 3, 4, 5]:
 *   2025-03-31 [2, 1, 3, 4, 10]  ratings 20, negative 3, reviews 5   (the baseline of May..June)
 *   2025-06-10 [3, 1, 3, 6, 12]  ratings 25                           (not June's latest)
 *   2025-06-28 [4, 2, 3, 7, 14]  ratings 30, negative 6, reviews 8, star points 4+4+9+28+70 = 115
 *   2025-07-05 [9, 9, 9, 9, 9]   after the period
 * May: no snapshot, so it ends as it started: 20 ratings, 0 new; average 79 / 20 = 3.95.
 * June: 30 − 20 = 10 new ratings, 6 − 3 = 3 negative → 0.300000; 8 − 5 = 3 new reviews; 115 / 30 = 3.83.
 * Units: May Q-1 4 sold; June P-1 5 sold, 1 returned → 0.200000. Period: 9 sold, 1 returned → 0.111111.
 */
describe(`customer satisfaction over HTTP on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let sellerId: string;
  const get = (query: string, cookie = alice.cookie) =>
    testApp.call('GET', `/api/v2/sellers/${sellerId}/customer-satisfaction${query}`, { cookie });
  const sql = (text: string, values: unknown[] = []) => database.pool.query(text, values);

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-satisfaction-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@satisfaction.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@satisfaction.test', { sellerName: 'Beta Brands' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    const path = join(workDir, 'settlement.txt');
    await writeFile(path, settlementFileText([{ settlementId: '9001', currency: 'USD', rows: ROWS }], PLAIN_V2));
    await importFileFromCli(database.db, sellerId, path, () => undefined);
    await sql(
      `update products set asin = 'B0P1', brand = 'Acme', title = 'Trail mug' where seller_id = $1 and sku = 'P-1'`,
      [sellerId],
    );
    await sql(`update products set asin = 'B0Q1', brand = null where seller_id = $1 and sku = 'Q-1'`, [sellerId]);
    const review = (day: string, stars: [number, number, number, number, number], reviews: number) =>
      sql(
        `insert into product_review_snapshots (seller_id, marketplace_id, asin, snapshot_date, rating_count, review_count,
           average_rating, one_star, two_star, three_star, four_star, five_star)
         values ($1, $2, 'B0P1', $3, $4, $5, null, $6, $7, $8, $9, $10)`,
        [sellerId, US, day, stars.reduce((sum, value) => sum + value, 0), reviews, ...stars],
      );
    await review('2025-03-31', [2, 1, 3, 4, 10], 5);
    await review('2025-06-10', [3, 1, 3, 6, 12], 6);
    await review('2025-06-28', [4, 2, 3, 7, 14], 8);
    await review('2025-07-05', [9, 9, 9, 9, 9], 9);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  const june = {
    month: '2025-06',
    ratingCount: 30,
    reviewCount: 8,
    averageRating: '3.83',
    newRatings: 10,
    newReviews: 3,
    newNegativeRatings: 3,
    negativeRate: '0.300000',
    unitsSold: 5,
    unitsReturned: 1,
    returnRate: '0.200000',
    estimated: false,
  };

  it('gives ratings, negative reviews and returns per month, brand and product', async () => {
    const response = await get('?period=2025-05..2025-06');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from: '2025-05-01', to: '2025-06-30', brand: { key: 'all' }, asin: null });
    expect(body.hasReviewSnapshots).toBe(true);
    expect(body.hasLedgerUnits).toBe(true);
    expect(body.months).toEqual([
      {
        month: '2025-05',
        ratingCount: 20,
        reviewCount: 5,
        averageRating: '3.95',
        newRatings: 0,
        newReviews: 0,
        newNegativeRatings: 0,
        negativeRate: null,
        unitsSold: 4,
        unitsReturned: 0,
        returnRate: '0.000000',
        estimated: false,
      },
      june,
    ]);
    const { month: _month, ...juneFigures } = june;
    expect(body.totals).toEqual({ ...juneFigures, unitsSold: 9, returnRate: '0.111111' });
    expect(
      body.brands.map((row: { key: string; unitsSold: number; returnRate: string }) => [
        row.key,
        row.unitsSold,
        row.returnRate,
      ]),
    ).toEqual([
      ['Acme', 5, '0.200000'],
      ['', 4, '0.000000'],
    ]);
    expect(body.products[0]).toEqual({
      key: `${US}:B0P1`,
      marketplaceId: US,
      asin: 'B0P1',
      skus: ['P-1'],
      title: 'Trail mug',
      brandName: 'Acme',
      ...juneFigures,
      reportedReturns: 0,
      topReturnReasons: [],
    });
    expect(body.products[1]).toMatchObject({
      asin: 'B0Q1',
      skus: ['Q-1'],
      brandName: null,
      ratingCount: 0,
      unitsSold: 4,
    });
    expect(body.returnReasonsSource).toBeNull();
    expect(body.returnReasons).toEqual({ available: false, message: RETURN_REASONS_MESSAGE, units: 0, reasons: [] });
  });

  it('filters by brand and by product', async () => {
    const acme = (await get('?period=2025-06&brand=Acme')).json();
    expect(acme.brand).toEqual({ key: 'Acme', name: 'Acme' });
    expect(acme.months).toEqual([june]);
    expect(acme.products.map((row: { asin: string }) => row.asin)).toEqual(['B0P1']);
    const q = (await get('?period=2025-05..2025-06&asin=B0Q1')).json();
    expect(q.hasReviewSnapshots).toBe(false);
    expect(q.months.map((row: { unitsSold: number; ratingCount: number }) => [row.unitsSold, row.ratingCount])).toEqual(
      [
        [4, 0],
        [0, 0],
      ],
    );
  });

  it('refuses a period that is not whole months, an unknown brand, and another organisation', async () => {
    const days = await get('?period=2025-06-01..2025-06-30');
    expect(days.statusCode).toBe(422);
    expect(days.json().message).toContain('whole months');
    expect((await get('?brand=Nope')).statusCode).toBe(404);
    const foreign = await get('?period=2025-06', bob.cookie);
    expect(foreign.statusCode).toBe(404);
  });
});
