import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedAdvertisingSeller } from './advertising.fixture.ts';

// The trend and the KPI tiles of the worked example (docs/advertising-metrics.md, advertising.fixture.ts).

const NO_RATIOS = { acos: null, roas: null, cpc: null, ctr: null, cvr: null, tacos: null };

describe(`advertising figures and KPIs over HTTP on ${testBackendName()}`, () => {
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
    alice = await createUser(testApp, 'alice@ads-metrics.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@ads-metrics.test', { sellerName: 'Beta Brands' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    await seedAdvertisingSeller(database, sellerId);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('gives exact monthly figures with net sales from the ledger, and their total', async () => {
    const response = await get('/ad-metrics?targetCurrency=USD&period=2024-02..2024-03&aggregationView=MONTHLY');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ currency: 'USD', from: '2024-02-01', to: '2024-03-31', dataThrough: '2024-03-20' });
    expect(body.periods).toEqual([
      {
        period: '2024-02',
        ...{ spend: '20.00', sales: '50.00', orders: 2, units: 2, impressions: 2000, clicks: 40 },
        ...{ acos: '40.00', roas: '2.50', cpc: '0.50', ctr: '2.00', cvr: '5.00' },
        ...{ totalSales: '80.00', tacos: '25.00', estimated: false },
      },
      {
        period: '2024-03',
        ...{ spend: '57.00', sales: '206.00', orders: 10, units: 11, impressions: 4800, clicks: 114 },
        ...{ acos: '27.67', roas: '3.61', cpc: '0.50', ctr: '2.38', cvr: '8.77' },
        // 03-20's attribution is still open.
        ...{ totalSales: '270.00', tacos: '21.11', estimated: true },
      },
    ]);
    expect(body.total).toEqual({
      ...{ spend: '77.00', sales: '256.00', orders: 12, units: 13, impressions: 6800, clicks: 154 },
      ...{ acos: '30.08', roas: '3.32', cpc: '0.50', ctr: '2.26', cvr: '7.79' },
      ...{ totalSales: '350.00', tacos: '22.00', estimated: true },
    });
  });

  it('converts each day at its own rate, zero-fills days without ads, and matches the P&L net sales', async () => {
    const query = 'targetCurrency=EUR&period=2024-03-01..2024-03-03&aggregationView=DAILY';
    const body = (await get(`/ad-metrics?${query}`)).json();
    expect(body.periods).toEqual([
      {
        period: '2024-03-01',
        ...{ spend: '10.00', sales: '40.00', orders: 4, units: 5, impressions: 1000, clicks: 40 },
        ...{ acos: '25.00', roas: '4.00', cpc: '0.25', ctr: '4.00', cvr: '10.00' },
        ...{ totalSales: '50.00', tacos: '20.00', estimated: false },
      },
      {
        // 25.00 USD of spend and 105.00 of sales at 2.5 USD per EUR; net sales 195.00 USD.
        period: '2024-03-02',
        ...{ spend: '10.00', sales: '42.00', orders: 5, units: 5, impressions: 3000, clicks: 50 },
        ...{ acos: '23.81', roas: '4.20', cpc: '0.20', ctr: '1.67', cvr: '10.00' },
        ...{ totalSales: '78.00', tacos: '12.82', estimated: false },
      },
      {
        period: '2024-03-03',
        ...{ spend: '0.00', sales: '0.00', orders: 0, units: 0, impressions: 0, clicks: 0, ...NO_RATIOS },
        ...{ totalSales: '0.00', estimated: false },
      },
    ]);
    expect(body.total).toMatchObject({ spend: '20.00', sales: '82.00', totalSales: '128.00', tacos: '15.63' });
    const statement = (await get(`/profit-loss?${query}`)).json();
    const netSales = statement.lines.find((line: { key: string }) => line.key === 'netSales');
    expect(netSales.figures.map((figure: { amount: string }) => figure.amount)).toEqual(['50.00', '78.00', '0.00']);
  });

  it('filters by ad product and marketplace', async () => {
    const brands = (
      await get('/ad-metrics?targetCurrency=USD&period=2024-03&aggregationView=MONTHLY&adProduct=SB')
    ).json();
    expect(brands.total).toMatchObject({ spend: '5.00', sales: '0.00', clicks: 10, acos: null, roas: '0.00' });
    const uk = (
      await get('/ad-metrics?targetCurrency=USD&period=2024-03&aggregationView=MONTHLY&marketplace=A1F83G8C2ARO7P')
    ).json();
    expect(uk.total).toMatchObject({ spend: '0.00', totalSales: '0.00', tacos: null });
    expect(uk.dataThrough).toBeNull();
  });

  it('compares the KPIs with the previous period of as many days', async () => {
    const response = await get('/ad-kpis?targetCurrency=USD&period=2024-03-01..2024-03-10');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      from: '2024-03-01',
      to: '2024-03-10',
      previousFrom: '2024-02-20',
      previousTo: '2024-02-29',
    });
    expect(body.current).toEqual({
      ...{ spend: '50.00', sales: '185.00', orders: 9, units: 10, impressions: 4500, clicks: 100 },
      ...{ acos: '27.03', roas: '3.70', cpc: '0.50', ctr: '2.22', cvr: '9.00' },
      ...{ totalSales: '270.00', tacos: '18.52', estimated: false },
    });
    expect(body.previous).toMatchObject({ spend: '20.00', sales: '50.00', totalSales: '80.00', tacos: '25.00' });
    expect(body.changes).toEqual([
      { key: 'spend', changePercent: '150.00', better: null },
      { key: 'sales', changePercent: '270.00', better: true },
      { key: 'acos', changePercent: '-32.43', better: true },
      { key: 'roas', changePercent: '48.00', better: true },
      { key: 'tacos', changePercent: '-25.92', better: true },
      { key: 'cpc', changePercent: '0.00', better: null },
      { key: 'ctr', changePercent: '11.00', better: true },
      { key: 'cvr', changePercent: '80.00', better: true },
      { key: 'orders', changePercent: '350.00', better: true },
      { key: 'impressions', changePercent: '125.00', better: true },
      { key: 'clicks', changePercent: '150.00', better: true },
    ]);
    expect(body.salesSources).toEqual({
      used: 'campaign-report',
      campaignReportSales: '185.00',
      searchTermReportSales: '160.00',
      note: expect.stringContaining('On the 2 days of the period the uploaded search term reports cover'),
    });
    expect(body.spendSettlement).toEqual({ billed: '30.00', estimated: '0.00' });
  });

  it('splits the P&L ad spend into billed charges and estimates after the last charge', async () => {
    const body = (await get('/ad-kpis?targetCurrency=USD&period=2024-03')).json();
    // The settlement ends 2024-03-15, so the ads of 03-20 are estimated in the P&L.
    expect(body.spendSettlement).toEqual({ billed: '30.00', estimated: '7.00' });
    expect(body.salesSources.searchTermReportSales).toBe('160.00');
    const statement = (await get('/profit-loss?targetCurrency=USD&period=2024-03')).json();
    const adExpenses = statement.lines.find((line: { key: string }) => line.key === 'amazonAdExpenses');
    expect(adExpenses.total.amount).toBe('-37.00');
    const without = (await get('/ad-kpis?targetCurrency=USD&period=2024-03-21..2024-03-31')).json();
    expect(without.salesSources).toMatchObject({ campaignReportSales: '0.00', searchTermReportSales: null });
  });

  it('answers 422 for a bad period or a missing rate, and 404 for another organisation', async () => {
    const bad = await get('/ad-kpis?period=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('"yesterday" is not a period. Use YYYY-MM-DD..YYYY-MM-DD');
    expect((await get('/ad-metrics?period=last-0-days')).json().message).toBe('last-N-days takes N from 1 to 3660');
    const long = await get('/ad-metrics?period=2023-01-01..2024-03-31&aggregationView=DAILY');
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(
      'A DAILY view spans at most 366 days; this period has 456. Choose a shorter period.',
    );
    const chf = await get('/ad-metrics?targetCurrency=CHF&period=2024-03');
    expect(chf.statusCode).toBe(422);
    expect(chf.json().message).toBe('No CHF rate on or before 2024-03-01');
    for (const path of ['/ad-metrics', '/ad-kpis']) {
      const foreign = await get(`${path}?period=2024-03`, bob.cookie);
      expect(foreign.statusCode).toBe(404);
    }
  });

  it('reads last-N-days as the N days before today', async () => {
    const body = (await get('/ad-kpis?period=last-7-days')).json();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(body).toMatchObject({ from: day(-7), to: day(-1), previousFrom: day(-14), previousTo: day(-8) });
  });
});
