import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedWeeklySeller } from './weekly-insights.fixture.ts';

// The worked example of docs/weekly-insights.md (weekly-insights.fixture.ts), figure for figure.

const W10 = { week: '2024-W10', start: '2024-03-04', end: '2024-03-10' };
const W11 = { week: '2024-W11', start: '2024-03-11', end: '2024-03-17' };
const MUG = {
  key: 'ATVPDKIKX0DER:MUG-1',
  marketplaceId: 'ATVPDKIKX0DER',
  sku: 'MUG-1',
  asin: 'B0MUG',
  title: 'Mug',
  brand: 'Mugs',
};
const CUP = {
  key: 'ATVPDKIKX0DER:CUP-2',
  marketplaceId: 'ATVPDKIKX0DER',
  sku: 'CUP-2',
  asin: 'B0CUP',
  title: 'Cup',
  brand: 'Cupco',
};

describe(`weekly insights over HTTP on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let sellerId: string;
  const get = (path: string, cookie = alice.cookie) =>
    testApp.call('GET', `/api/v2/sellers/${sellerId}/weekly-performance${path}`, { cookie });

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@weekly.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@weekly.test', { sellerName: 'Beta Brands' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    await seedWeeklySeller(database, sellerId);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('splits the CM3 change of the last week with sales into parts that add up to it', async () => {
    const response = await get('/changes?targetCurrency=USD');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ currency: 'USD', weekChoice: 'lastWithData', dataThrough: '2024-03-14' });
    expect(body.week).toEqual(W11);
    expect(body.previousWeek).toEqual(W10);
    expect(body.previous).toEqual({ cm3: '31.75', netSales: '75.00', units: 4 });
    expect(body.current).toEqual({ cm3: '28.50', netSales: '85.00', units: 5 });
    expect(body.change).toBe('-3.25');
    expect(body.split).toEqual({
      price: '5.00',
      volume: '8.25',
      fees: '-1.50',
      advertising: '1.00',
      refunds: '-20.00',
      costOfGoods: '4.00',
    });
    expect(body.productCount).toBe(2);
    expect(body.topMovers).toEqual([
      {
        ...CUP,
        previous: { cm3: '7.75', netSales: '15.00', units: 1 },
        current: { cm3: '0.00', netSales: '0.00', units: 0 },
        change: '-7.75',
        split: {
          price: '0.00',
          volume: '-7.75',
          fees: '0.00',
          advertising: '0.00',
          refunds: '0.00',
          costOfGoods: '0.00',
        },
      },
      {
        ...MUG,
        previous: { cm3: '24.00', netSales: '60.00', units: 3 },
        current: { cm3: '28.50', netSales: '85.00', units: 5 },
        change: '4.50',
        split: {
          price: '5.00',
          volume: '16.00',
          fees: '-1.50',
          advertising: '1.00',
          refunds: '-20.00',
          costOfGoods: '4.00',
        },
      },
    ]);
  });

  it('reads an asked week, filters by brand, and refuses a week that is not one', async () => {
    const asked = (await get('/changes?targetCurrency=USD&week=2024-W10')).json();
    expect(asked).toMatchObject({ weekChoice: 'requested', week: W10, change: '31.75' });
    expect(asked.split.volume).toBe('0.00');
    const mugs = (await get('/changes?targetCurrency=USD&brand=Mugs')).json();
    expect(mugs).toMatchObject({ change: '4.50', productCount: 1 });
    const invalid = await get('/changes?week=2024-W54');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toContain('is not an ISO week');
  });

  it('gives the two default metrics per product, week over week, with totals', async () => {
    const units = (await get('/metrics/units-sold?targetCurrency=USD&weeks=2')).json();
    expect(units).toMatchObject({ metric: 'units-sold', unit: 'units', weeks: [W10, W11], estimatedWeeks: [] });
    expect(units.rows).toEqual([
      { ...MUG, values: ['3', '5'], secondary: null, change: '2', changePercent: '66.67' },
      { ...CUP, values: ['1', null], secondary: null, change: null, changePercent: null },
    ]);
    expect(units.total).toEqual({ values: ['4', '5'], secondary: null, change: '1', changePercent: '25.00' });
    const price = (await get('/metrics/average-selling-price?targetCurrency=USD&weeks=2')).json();
    expect(price.rows.map((row: { values: unknown }) => row.values)).toEqual([
      ['20.00', '21.00'],
      ['15.00', null],
    ]);
    expect(price.total).toMatchObject({ values: ['18.75', '21.00'], change: '2.25', changePercent: '12.00' });
  });

  it('gives the switchable metrics from the ads reports, snapshots, traffic and the ledger', async () => {
    const metric = async (name: string) => (await get(`/metrics/${name}?targetCurrency=USD&weeks=2`)).json();
    const mugOf = (body: { rows: Array<{ sku: string }> }) => body.rows.find((row) => row.sku === 'MUG-1');
    expect(mugOf(await metric('ad-spend'))).toMatchObject({
      values: ['6.00', '9.00'],
      secondary: ['1', '2'],
      changePercent: '50.00',
    });
    expect(mugOf(await metric('reviews'))).toMatchObject({ values: ['100', '104'], secondary: ['4.40', '4.42'] });
    const bsr = await metric('bsr');
    expect(mugOf(bsr)).toMatchObject({ values: ['1500', '1200'], secondary: ['Kitchen', 'Kitchen'], change: '-300' });
    expect(bsr.total.values).toEqual([null, null]);
    expect(mugOf(await metric('returns'))).toMatchObject({ values: ['0', '1'], secondary: ['0.00', '20.00'] });
    expect(mugOf(await metric('listing-performance'))).toMatchObject({
      values: ['100', '120'],
      secondary: ['3.00', '4.17'],
    });
    expect(mugOf(await metric('paid-to-organic-ratio'))).toMatchObject({
      values: ['33.33', '40.00'],
      secondary: ['1', '2'],
    });
    const margin = await metric('net-margin');
    expect(mugOf(margin)).toMatchObject({ values: ['40.00', '33.53'], secondary: ['24.00', '28.50'] });
    expect(margin.total).toMatchObject({ values: ['42.33', '33.53'], secondary: ['31.75', '28.50'] });
  });

  it('answers 404 for a seller of another organisation, as for one that does not exist', async () => {
    expect((await get('/changes', bob.cookie)).statusCode).toBe(404);
    expect((await get('/metrics/units-sold', bob.cookie)).statusCode).toBe(404);
    expect((await get('/metrics/not-a-metric')).statusCode).toBe(422);
  });
});
