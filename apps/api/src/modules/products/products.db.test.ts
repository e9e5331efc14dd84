import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedProductsSeller, US } from './products.fixture.ts';

// The catalogue, product page, chart, pickers and benchmarks of the worked example
// (docs/products.md, "Worked example"; the fixture lists every row).

const PERIOD = 'targetCurrency=USD&period=2024-03..2024-04';
const DOC = fileURLToPath(new URL('../../../../../docs/products.md', import.meta.url));

/** The worked example's figures of MUG-1 as the doc writes them: `| key | value |` rows under its table. */
async function documentedFigures(): Promise<Record<string, string>> {
  const text = await readFile(DOC, 'utf8');
  const section = text.slice(text.indexOf('<!-- worked-example -->'), text.indexOf('<!-- /worked-example -->'));
  const rows = [...section.matchAll(/^\|\s*`(\w+)`\s*\|[^|]*\|\s*`([^`]+)`\s*\|$/gm)];
  return Object.fromEntries(rows.map((match) => [match[1], match[2]]));
}

describe(`products over HTTP on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let sellerId: string;
  let ids: Record<string, string>;
  const get = (path: string, cookie = alice.cookie) =>
    testApp.call('GET', `/api/v2/sellers/${sellerId}${path}`, { cookie });

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@products.test', { sellerName: 'Hearth Goods' });
    bob = await createUser(testApp, 'bob@products.test', { sellerName: 'Other Goods' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    await seedProductsSeller(database, sellerId);
    const { rows } = await database.pool.query('select id, sku from products where seller_id = $1', [sellerId]);
    ids = Object.fromEntries(rows.map((row: { id: string; sku: string }) => [row.sku, row.id]));
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('lists one row per SKU × marketplace, most net sales first, with the rows added up', async () => {
    const response = await get(`/products-catalog?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ currency: 'USD', from: '2024-03-01', to: '2024-04-30' });
    const brief = (row: Record<string, unknown>) =>
      [row.sku, row.price, row.unitsSold, row.netSales, row.contributionMargin3, row.margin, row.estimated].join(' ');
    expect(body.rows.map(brief)).toEqual([
      'MUG-1 20.88 16 312.00 128.90 41.31 true',
      'PLATE-4 50.00 1 50.00 37.50 75.00 true',
      'BOWL-3 10.00 4 30.00 24.00 80.00 true',
      'CUP-2 15.00 2 30.00 19.50 65.00 true',
      'TOY-9 10.00 1 10.00 10.00 100.00 true',
    ]);
    expect(body.rows[0]).toEqual({
      ...{ id: ids['MUG-1'], marketplaceId: US, sku: 'MUG-1', asin: 'B0MUG00001', title: 'Stoneware Mug' },
      ...{ brand: 'Hearth', imageUrl: 'https://images.example/B0MUG00001.jpg', price: '20.88', unitsSold: 16 },
      ...{ netSales: '312.00', contributionMargin3: '128.90', margin: '41.31', stock: 8, bsr: 600 },
      ...{ bsrCategory: 'Kitchen', rating: '4.40', ratingCount: 50, estimated: true },
    });
    expect(body.totals).toEqual({
      ...{ unitsSold: 24, netSales: '432.00', contributionMargin3: '219.90', margin: '50.90', stock: 8 },
      estimated: true,
    });
  });

  it('filters the catalogue by search, brand and marketplace, and lists chosen products by id', async () => {
    const bySearch = (await get(`/products-catalog?${PERIOD}&search=bowl`)).json();
    expect(bySearch.rows.map((row: { sku: string }) => row.sku)).toEqual(['BOWL-3']);
    expect((await get(`/products-catalog?${PERIOD}&brand=Nobody`)).json().rows).toEqual([]);
    expect((await get(`/products-catalog?${PERIOD}&marketplace=A1F83G8C2ARO7P`)).json().rows).toEqual([]);
    const list = (await get(`/product-details?${PERIOD}&ids=${ids['CUP-2']},${ids['TOY-9']}`)).json();
    expect(list.rows.map((row: { sku: string; netSales: string }) => `${row.sku} ${row.netSales}`)).toEqual([
      'CUP-2 30.00',
      'TOY-9 10.00',
    ]);
    expect((await get(`/product-details?${PERIOD}&ids=not-an-id`)).statusCode).toBe(422);
  });

  it("answers MUG-1's page with the worked example's figures", async () => {
    const response = await get(`/product-details/${ids['MUG-1']}?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.product).toEqual({
      ...{ id: ids['MUG-1'], marketplaceId: US, sku: 'MUG-1', asin: 'B0MUG00001', title: 'Stoneware Mug' },
      ...{ brand: 'Hearth', imageUrl: 'https://images.example/B0MUG00001.jpg', category: 'Kitchen' },
    });
    expect(body.trend).toEqual([
      {
        ...{ month: '2024-03', unitsSold: 13, netSales: '246.00', contributionMargin1: '186.00' },
        ...{ contributionMargin2: '106.80', contributionMargin3: '96.80', margin: '39.35', price: '20.62' },
        estimated: true,
      },
      {
        ...{ month: '2024-04', unitsSold: 3, netSales: '66.00', contributionMargin1: '51.00' },
        ...{ contributionMargin2: '32.10', contributionMargin3: '32.10', margin: '48.64', price: '22.00' },
        estimated: false,
      },
    ]);
    const figures = await documentedFigures();
    expect(figures).toEqual({
      netSales: body.totals.netSales,
      contributionMargin1: body.totals.contributionMargin1,
      contributionMargin2: body.totals.contributionMargin2,
      contributionMargin3: body.totals.contributionMargin3,
      margin: body.totals.margin,
      price: body.totals.price,
      conversion: body.traffic.conversion,
      acos: body.ads.acos,
      tacos: body.ads.tacos,
    });
    expect(body.totals).toMatchObject({
      unitsSold: 16,
      netSales: '312.00',
      contributionMargin3: '128.90',
      estimated: true,
    });
    expect(body.stock).toEqual({ day: '2024-03-31', fulfillable: 8, inbound: 12, reserved: 1, unfulfillable: 0 });
    expect(body.ads).toEqual({
      ...{ asin: 'B0MUG00001', spend: '10.00', sales: '40.00', acos: '25.00', tacos: '3.21' },
      ...{ clicks: 20, orders: 2, estimated: false },
    });
    expect(body.traffic).toEqual({ sessions: 164, pageViews: 184, unitsOrdered: 16, conversion: '9.76' });
    expect(body.rank).toEqual({ day: '2024-03-24', rank: 600, category: 'Kitchen', topPercent: '0.6000' });
    expect(body.reviews).toEqual({ day: '2024-04-15', averageRating: '4.40', ratingCount: 50, reviewCount: 20 });
    expect(body.events).toEqual([
      { kind: 'stock-out', day: '2024-03-27', endDay: '2024-03-29', before: null, after: null, changePercent: null },
      {
        kind: 'price-change',
        day: '2024-03-18',
        endDay: null,
        before: '20.00',
        after: '22.00',
        changePercent: '10.00',
      },
      { kind: 'fee-change', day: '2024-03-18', endDay: null, before: '6.00', after: '6.30', changePercent: '5.00' },
      {
        kind: 'rank-jump',
        day: '2024-03-18',
        endDay: null,
        before: '1000.00',
        after: '600.00',
        changePercent: '-40.00',
      },
    ]);
    // The catalog has read MUG-1's listing: its content changes are recorded (none yet).
    expect(body.contentEvents).toEqual([]);
    expect(body.isContentTracked).toBe(true);
  });

  it("lists the listing's content changes of the period, by the marketplace's day, newest first", async () => {
    const change = (asin: string, field: string, before: unknown, after: unknown, seenAt: string) =>
      database.pool.query(
        `insert into catalog_item_changes (seller_id, marketplace_id, asin, field, before, after, seen_at)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
        [sellerId, US, asin, field, JSON.stringify(before), JSON.stringify(after), seenAt],
      );
    const image = (link: string, size: number) => ({ variant: 'MAIN', link, width: size, height: size });
    // 23:30 in Los Angeles on 02-29: before the period.
    await change('B0MUG00001', 'title', 'Mug', 'Stoneware mug', '2024-03-01T07:30:00Z');
    await change('B0MUG00001', 'title', 'Stoneware mug', 'Stoneware Mug', '2024-03-10T12:00:00Z');
    await change(
      'B0MUG00001',
      'bullet_points',
      ['Holds 350 ml'],
      ['Holds 350 ml', 'Dishwasher safe'],
      '2024-03-10T12:00:00Z',
    );
    // 20:00 in Los Angeles on 03-31.
    await change(
      'B0MUG00001',
      'main_image_url',
      'https://images.example/old.jpg',
      'https://images.example/B0MUG00001.jpg',
      '2024-04-01T03:00:00Z',
    );
    await change(
      'B0MUG00001',
      'images',
      [image('https://images.example/old-s.jpg', 75), image('https://images.example/old.jpg', 1500)],
      [
        image('https://images.example/B0MUG00001.jpg', 1500),
        { ...image('https://images.example/pt01.jpg', 2000), variant: 'PT01' },
      ],
      '2024-04-01T03:00:00Z',
    );
    await change('B0MUG00001', 'brand', 'Hearth', 'Hearth Home', '2024-05-02T12:00:00Z');
    await change('B0CUP00002', 'title', 'Cup', 'Espresso Cup', '2024-03-15T12:00:00Z');

    const body = (await get(`/product-details/${ids['MUG-1']}?${PERIOD}`)).json();
    expect(body.contentEvents).toEqual([
      {
        ...{ field: 'images', day: '2024-03-31', seenAt: '2024-04-01T03:00:00.000Z' },
        before: ['https://images.example/old.jpg'],
        after: ['https://images.example/B0MUG00001.jpg', 'https://images.example/pt01.jpg'],
      },
      {
        ...{ field: 'mainImage', day: '2024-03-31', seenAt: '2024-04-01T03:00:00.000Z' },
        ...{ before: 'https://images.example/old.jpg', after: 'https://images.example/B0MUG00001.jpg' },
      },
      {
        ...{ field: 'bulletPoints', day: '2024-03-10', seenAt: '2024-03-10T12:00:00.000Z' },
        ...{ before: ['Holds 350 ml'], after: ['Holds 350 ml', 'Dishwasher safe'] },
      },
      {
        ...{ field: 'title', day: '2024-03-10', seenAt: '2024-03-10T12:00:00.000Z' },
        ...{ before: 'Stoneware mug', after: 'Stoneware Mug' },
      },
    ]);
    // Another seller's caller sees nothing of it.
    expect((await get(`/product-details/${ids['MUG-1']}?${PERIOD}`, bob.cookie)).statusCode).toBe(404);
  });

  it('charts one metric per month or day, null where nothing was reported', async () => {
    const monthly = (await get(`/product-chart?${PERIOD}&productId=${ids['MUG-1']}&metric=contributionMargin3`)).json();
    expect(monthly.points).toEqual([
      { period: '2024-03', value: '96.80' },
      { period: '2024-04', value: '32.10' },
    ]);
    const daily = `productId=${ids['MUG-1']}&aggregationView=DAILY&period=2024-03-26..2024-03-31`;
    const stock = (await get(`/product-chart?${daily}&metric=stock`)).json();
    expect(stock.points.map((point: { value: string | null }) => point.value)).toEqual(['2', '0', '0', '0', '8', '8']);
    const sessions = (
      await get(`/product-chart?productId=${ids['MUG-1']}&metric=conversion&period=2024-03..2024-04`)
    ).json();
    expect(sessions.points).toEqual([
      { period: '2024-03', value: '9.70' },
      { period: '2024-04', value: '10.00' },
    ]);
    const bsr = (await get(`/product-chart?productId=${ids['MUG-1']}&metric=bsr&period=2024-03`)).json();
    expect(bsr.points).toEqual([{ period: '2024-03', value: '866.67' }]);
  });

  it("compares MUG-1 with the seller's other Kitchen products, saying where each figure comes from", async () => {
    const url = `/api/v2/benchmark-data-points?sellerId=${sellerId}&productId=${ids['MUG-1']}&${PERIOD}`;
    const body = (await testApp.call('GET', url, { cookie: alice.cookie })).json();
    expect(body).toMatchObject({ category: 'Kitchen', categorySource: 'catalog', from: '2024-03-01' });
    const brief = (point: Record<string, unknown>) =>
      [
        point.metric,
        point.value,
        point.lowerQuartile,
        point.median,
        point.upperQuartile,
        point.position,
        point.comparedProducts,
      ].join(' ');
    expect(body.dataPoints.map(brief)).toEqual([
      'margin 41.31 70.00 75.00 77.50 bottom-quartile 3',
      'returnRate 6.59 0.00 0.00 12.50 below-median 3',
      'conversion 9.76 11.50 13.00 14.50 bottom-quartile 2',
    ]);
    expect(body.dataPoints[2].source).toBe(
      'Units ordered / sessions of the period, from the Sales and Traffic reports',
    );
  });

  it("lists the seller's marketplaces, brands and products for the pickers", async () => {
    const resources = (await get('/resources')).json();
    expect(resources).toEqual({
      sellerId,
      marketplaces: [
        {
          marketplaceId: US,
          marketplaceName: 'United States',
          countryCode: 'US',
          defaultCurrencyCode: 'USD',
          productCount: 5,
        },
      ],
      brands: [{ brand: 'Hearth', productCount: 5 }],
      productCount: 5,
    });
    const found = (await get('/resources/products?search=cup')).json();
    expect(found).toEqual({
      sellerId,
      products: [
        {
          ...{ id: ids['CUP-2'], marketplaceId: US, sku: 'CUP-2', asin: 'B0CUP00002', title: 'Espresso Cup' },
          ...{ brand: 'Hearth', imageUrl: 'https://images.example/B0CUP00002.jpg' },
        },
      ],
      totalCount: 1,
    });
    expect((await get('/resources/products?limit=2')).json()).toMatchObject({ totalCount: 5 });
  });

  it("answers 404 for another organisation's seller or product, as for a missing one", async () => {
    const mug = ids['MUG-1'];
    for (const path of [
      `/products-catalog`,
      `/product-details/${mug}`,
      `/product-chart?productId=${mug}`,
      '/resources',
    ]) {
      expect((await get(path, bob.cookie)).statusCode).toBe(404);
    }
    const url = `/api/v2/benchmark-data-points?sellerId=${sellerId}&productId=${mug}`;
    expect((await testApp.call('GET', url, { cookie: bob.cookie })).statusCode).toBe(404);
    const bobSeller = (await testApp.call('GET', '/api/v2/sellers', { cookie: bob.cookie })).json().sellers[0].id;
    const foreign = await testApp.call('GET', `/api/v2/sellers/${bobSeller}/product-details/${mug}`, {
      cookie: bob.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PRODUCT_NOT_FOUND');
    expect((await get(`/products-catalog?period=soon`)).statusCode).toBe(422);
  });
});
