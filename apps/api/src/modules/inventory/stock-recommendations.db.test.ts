import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockSeller, dayFrom, todayUtc, UK, US } from './stock-seller.fixture.ts';
import { computeSellerStockRecommendations } from './stock-recommendations.service.ts';

// The figures below are worked out by hand from docs/inventory.md for the history of
// stock-seller.fixture.ts; window day i is asOf − 30 + i.
describe(`stock recommendations on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let cookie: string;
  let sellerId: string;
  const asOf = todayUtc();
  const on = (offset: number) => dayFrom(asOf, offset);
  const base = '/api/v2/sellers/alpha-lamps';

  const get = async (path: string, query = '') => {
    const response = await testApp.call('GET', `${base}${path}${query ? `?${query}` : ''}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const keysOf = async (query: string) =>
    ((await get('/product-stock-recommendations', query)).rows as Array<{ key: string }>).map((row) => row.key);
  const noStock = { inboundWorking: 0, inboundReceiving: 0, unsellable: 0, researching: 0, source: 'sp-api' };
  const defaultLeadTime = {
    productionDays: 30,
    transitDays: 21,
    checkInDays: 7,
    totalDays: 58,
    safetyStockDays: 14,
    isSkuOverride: false,
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    ({ cookie, sellerId } = await createStockSeller(testApp, database, asOf));
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('computes each SKU × marketplace exactly, ignoring stock-out days, most urgent first', async () => {
    const body = await get('/product-stock-recommendations');
    expect(body).toMatchObject({
      sellerId,
      asOf,
      stockDay: on(-1),
      aggregation: 'sku',
      windowDays: 30,
      salesThrough: on(-1),
    });
    expect(body.rows.map((row: { key: string }) => row.key)).toEqual([
      `${UK}:LAMP-C`,
      `${US}:LAMP-A`,
      `${US}:LAMP-B`,
      `${UK}:LAMP-A`,
    ]);
    const [lampC, lampA, lampB, lampAUk] = body.rows;
    expect(lampA).toEqual({
      key: `${US}:LAMP-A`,
      sku: 'LAMP-A',
      asin: 'B0CHILD1',
      parentAsin: 'B0PARENT',
      title: 'Lamp A',
      brand: 'Lumo',
      marketplaceId: US,
      skuCount: 1,
      stock: { ...noStock, day: on(-1), fulfillable: 200, inboundShipped: 100, reserved: 20, total: 320 },
      // 25 in-stock days (5 out of stock), 4 units each: estimated and final, order-dated and fallback alike.
      velocity: {
        unitsPerDay: '4.00',
        windowDays: 30,
        inStockDays: 25,
        unitsSold: 100,
        trend: 'flat',
        trendPercent: '0.0',
      },
      daysOfCover: 80,
      stockOutDate: on(80),
      leadTime: defaultLeadTime,
      safetyStockUnits: 56,
      reorderPoint: 288,
      // 80 − 58 − 14 = 8 days; 4 × 132 − (320 − 32) = 240 units at the 2.50 valid today.
      reorderDate: on(8),
      reorderQuantity: 240,
      reorderCapital: { amount: '600.00', currency: 'USD' },
      status: 'reorder-soon',
    });
    expect(lampB).toMatchObject({
      velocity: { unitsPerDay: '1.00', inStockDays: 30, unitsSold: 30, trend: 'flat' },
      daysOfCover: 500,
      reorderDate: on(428),
      reorderQuantity: 60,
      reorderCapital: { amount: '240.00', currency: 'USD' },
      status: 'overstock',
    });
    // Its latest figure is 3 days old; the 2 days without figures count as in stock.
    expect(lampC).toMatchObject({
      marketplaceId: UK,
      brand: 'Other',
      stock: { ...noStock, day: on(-3), fulfillable: 0, inboundWorking: 50, total: 50 },
      velocity: { unitsPerDay: '1.82', inStockDays: 22, unitsSold: 40, trend: 'falling', trendPercent: '-28.6' },
      daysOfCover: 27,
      stockOutDate: on(27),
      safetyStockUnits: 26,
      reorderPoint: 131,
      reorderDate: asOf,
      reorderQuantity: 190,
      reorderCapital: null,
      status: 'out-of-stock',
    });
    expect(lampAUk).toMatchObject({
      velocity: { unitsPerDay: '0.00', unitsSold: 0, trend: 'unknown', trendPercent: null },
      daysOfCover: null,
      reorderDate: null,
      reorderQuantity: 0,
      reorderCapital: { amount: '0.00', currency: 'USD' },
      status: 'no-sales',
    });
    expect(body.summary).toEqual({
      rows: 4,
      outOfStock: 1,
      toReorderNow: 0,
      toReorderSoon: 1,
      reorderCapital: [{ currency: 'USD', amount: '840.00' }],
    });
  });

  it('rolls SKUs up to their parent ASIN per marketplace, SKUs without a parent alone', async () => {
    const body = await get('/product-stock-recommendations', 'aggregation=parent');
    expect(body.rows.map((row: { key: string }) => row.key)).toEqual([
      `${UK}:B0CHILD3`,
      `${US}:B0PARENT`,
      `${UK}:B0CHILD1`,
    ]);
    expect(body.rows[0]).toMatchObject({ sku: 'LAMP-C', asin: 'B0CHILD3', skuCount: 1, status: 'out-of-stock' });
    expect(body.rows[1]).toEqual({
      key: `${US}:B0PARENT`,
      sku: null,
      asin: null,
      parentAsin: 'B0PARENT',
      title: 'Lamp family',
      brand: 'Lumo',
      marketplaceId: US,
      skuCount: 2,
      stock: { ...noStock, day: on(-1), fulfillable: 700, inboundShipped: 100, reserved: 20, total: 820 },
      // LAMP-B's stock keeps the family in stock on LAMP-A's stock-out days.
      velocity: {
        unitsPerDay: '4.33',
        windowDays: 30,
        inStockDays: 30,
        unitsSold: 130,
        trend: 'falling',
        trendPercent: '-26.7',
      },
      daysOfCover: 189,
      stockOutDate: on(189),
      leadTime: defaultLeadTime,
      safetyStockUnits: 61,
      reorderPoint: 312,
      reorderDate: on(8),
      reorderQuantity: 300,
      reorderCapital: { amount: '840.00', currency: 'USD' },
      status: 'reorder-soon',
    });
  });

  it('rolls a SKU up across marketplaces', async () => {
    const body = await get('/product-stock-recommendations', 'aggregation=sku-all-marketplaces');
    expect(body.rows.map((row: { key: string }) => row.key)).toEqual(['LAMP-C', 'LAMP-A', 'LAMP-B']);
    expect(body.rows[1]).toMatchObject({
      sku: 'LAMP-A',
      parentAsin: null,
      marketplaceId: null,
      skuCount: 2,
      stock: { fulfillable: 210, inboundShipped: 100, reserved: 20, total: 330 },
      velocity: { unitsPerDay: '4.00', inStockDays: 25, unitsSold: 100 },
      daysOfCover: 82,
      reorderDate: on(8),
      reorderQuantity: 240,
      reorderCapital: { amount: '600.00', currency: 'USD' },
      status: 'reorder-soon',
    });
  });

  it('filters by marketplace, brand, risk and search, and takes another window', async () => {
    expect(await keysOf(`marketplaceId=${UK}`)).toEqual([`${UK}:LAMP-C`, `${UK}:LAMP-A`]);
    expect(await keysOf('brand=Other')).toEqual([`${UK}:LAMP-C`]);
    expect(await keysOf('search=b0child2')).toEqual([`${US}:LAMP-B`]);
    expect(await keysOf('aggregation=parent&search=LAMP%20FAMILY')).toEqual([`${US}:B0PARENT`]);
    const atRisk = await get('/product-stock-recommendations', 'atRisk=true');
    expect(atRisk.rows.map((row: { key: string }) => row.key)).toEqual([`${UK}:LAMP-C`, `${US}:LAMP-A`]);
    expect(atRisk.summary).toEqual({
      rows: 2,
      outOfStock: 1,
      toReorderNow: 0,
      toReorderSoon: 1,
      reorderCapital: [{ currency: 'USD', amount: '600.00' }],
    });
    const short = await get('/product-stock-recommendations', `windowDays=14&marketplaceId=${US}&search=lamp-a`);
    expect(short.windowDays).toBe(14);
    expect(short.rows[0].velocity).toMatchObject({
      unitsPerDay: '4.00',
      windowDays: 14,
      inStockDays: 9,
      unitsSold: 36,
    });
    const direct = await computeSellerStockRecommendations(database.db, sellerId, { now: new Date(), atRisk: true });
    expect(direct.rows.map((row) => row.key)).toEqual([`${UK}:LAMP-C`, `${US}:LAMP-A`]);
  });

  it('ends the velocity window where the sales data ends, not on days whose sales are not in yet', async () => {
    // The fixture's last sales are today's. Tomorrow the window ends today; ten days later, with no
    // new sales stored (settlements not arrived), it still ends today and reads the same velocities.
    const at = (days: number) => new Date(Date.parse(`${asOf}T12:00:00Z`) + days * 24 * 3600 * 1000);
    const tomorrow = await computeSellerStockRecommendations(database.db, sellerId, { now: at(1) });
    const later = await computeSellerStockRecommendations(database.db, sellerId, { now: at(10) });
    expect(tomorrow).toMatchObject({ asOf: on(1), salesThrough: on(0), windowDays: 30 });
    expect(later).toMatchObject({ asOf: on(10), salesThrough: on(0), windowDays: 30 });
    const velocities = (body: typeof later) => body.rows.map((row) => [row.key, row.velocity]);
    expect(velocities(later)).toEqual(velocities(tomorrow));
    expect(velocities(later).length).toBe(4);
  });
});
