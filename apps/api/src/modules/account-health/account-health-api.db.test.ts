import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedAdvertisingSeller } from '../advertising/advertising.fixture.ts';
import { evaluateSellerAlerts } from '../alerts/alert-evaluation.service.ts';
import { accountHealthAtRiskEvaluator } from '../alerts/evaluators/account-health-at-risk.evaluator.ts';
import { storeHealthDay, UK, US } from './account-health.fixture.ts';

// The worked example of docs/account-health.md: two report days of Amazon.com, one of Amazon.co.uk,
// and the advertising fixture's March 2024 settlement for the money at risk. Today is 2024-04-10.

const TODAY = '2024-04-10T12:00:00Z';
const FEEDBACK = 'listingPolicyViolations';
const IP = 'receivedIntellectualPropertyComplaints';
const ORDER_WINDOW = { from: '2024-01-18', to: '2024-03-17' };
const SHIPPING_WINDOW = { from: '2024-03-02', to: '2024-03-31' };
const CANCEL_WINDOW = { from: '2024-03-25', to: '2024-03-31' };
const RATING_WINDOW = { from: '2023-10-04', to: '2024-03-31' };

describe(`account health over HTTP on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let sellerId: string;
  let bobSellerId: string;
  const get = (path: string, cookie = alice.cookie, seller = sellerId) =>
    testApp.call('GET', `/api/v2/sellers/${seller}${path}`, { cookie });

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@account-health.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@account-health.test', { sellerName: 'Beta Brands' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    bobSellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: bob.cookie })).json().sellers[0].id;
    await seedAdvertisingSeller(database, sellerId);
    await storeHealthDay(database.db, { sellerId, day: '2024-03-01' }, [
      [
        US,
        {
          score: 300,
          status: 'GOOD',
          afn: [1000, [3, 1, 1]],
          mfn: [100, [0, 0, 0]],
          shipping: [1, 0, 99],
          violations: { [FEEDBACK]: 0 },
        },
      ],
    ]);
    await storeHealthDay(database.db, { sellerId, day: '2024-04-01' }, [
      [
        US,
        {
          score: 250,
          status: 'GOOD',
          afn: [900, [3, 2, 1]],
          mfn: [100, [2, 1, 0]],
          shipping: [5, 2, 96],
          violations: { [FEEDBACK]: 2, [IP]: 1 },
        },
      ],
      [
        UK,
        {
          score: 90,
          status: 'CRITICAL',
          afn: [500, [1, 1, 0]],
          mfn: [50, [0, 0, 0]],
          shipping: [1, 0, 50],
          violations: { [FEEDBACK]: 0 },
        },
      ],
    ]);
    // Only Date is faked: "today" for the month at risk and the trend; the database runs as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TODAY));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp.close();
    await database.destroy();
  });

  it("gives each marketplace's latest figures against Amazon's targets, the flag and the money at risk", async () => {
    const response = await get('/account-health?targetCurrency=USD');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ sellerId, flag: 'critical', day: '2024-04-01' });
    // (6 + 3 + 2 + 0) / (900 + 100 + 500 + 50) = 0.0070967… over both marketplaces; 2 + 1 + 0 violations.
    expect(body.seller).toEqual({
      day: '2024-04-01',
      orderDefectRate: '0.007097',
      orderCount: 1550,
      policyViolations: 3,
    });
    // The advertising fixture's March net sales (docs/advertising-metrics.md), all settled.
    expect(body.moneyAtRisk).toEqual({
      month: '2024-03',
      from: '2024-03-01',
      to: '2024-03-31',
      currency: 'USD',
      netSales: '270.00',
      estimated: false,
    });
    const [uk, us] = body.marketplaces.sort((a: { marketplaceId: string }, b: { marketplaceId: string }) =>
      a.marketplaceId < b.marketplaceId ? -1 : 1,
    );
    expect(us).toEqual({
      marketplaceId: US,
      day: '2024-04-01',
      accountStatus: 'NORMAL',
      healthStatus: 'GOOD',
      flag: 'at-risk',
      metrics: [
        // 9 / 1000 is on the right side of 1 %.
        {
          key: 'orderDefectRate',
          value: '0.009000',
          status: 'ok',
          target: 'under 1 %',
          count: 9,
          of: 1000,
          window: ORDER_WINDOW,
        },
        // 5 late of 100 seller-fulfilled orders: 5 % misses 4 %.
        {
          key: 'lateShipmentRate',
          value: '0.050000',
          status: 'at-risk',
          target: 'under 4 %',
          count: 5,
          of: 100,
          window: SHIPPING_WINDOW,
        },
        {
          key: 'preFulfillmentCancellationRate',
          value: '0.020000',
          status: 'ok',
          target: 'under 2.5 %',
          count: 2,
          of: 100,
          window: CANCEL_WINDOW,
        },
        {
          key: 'validTrackingRate',
          value: '0.960000',
          status: 'ok',
          target: 'above 95 %',
          count: 96,
          of: 100,
          window: SHIPPING_WINDOW,
        },
        {
          key: 'accountHealthRating',
          value: '250',
          status: 'ok',
          target: '200 or more',
          count: null,
          of: null,
          window: RATING_WINDOW,
        },
      ],
      orderDefectChannels: [
        {
          channel: 'afn',
          orderCount: 900,
          defectCount: 6,
          negativeFeedback: 3,
          claims: 2,
          chargebacks: 1,
          rate: '0.006667',
          status: 'ok',
          window: ORDER_WINDOW,
        },
        // The seller-fulfilled channel alone misses the target: 3 / 100.
        {
          channel: 'mfn',
          orderCount: 100,
          defectCount: 3,
          negativeFeedback: 2,
          claims: 1,
          chargebacks: 0,
          rate: '0.030000',
          status: 'at-risk',
          window: ORDER_WINDOW,
        },
      ],
      policyViolations: [
        { type: FEEDBACK, count: 2 },
        { type: IP, count: 1 },
      ],
    });
    // A rating under 100 is critical whatever the rates.
    expect(uk).toMatchObject({ marketplaceId: UK, flag: 'critical', policyViolations: [{ type: FEEDBACK, count: 0 }] });
    expect(uk.metrics.map((metric: { value: string; status: string }) => [metric.value, metric.status])).toEqual([
      ['0.003636', 'ok'],
      ['0.020000', 'ok'],
      ['0.000000', 'ok'],
      ['1.000000', 'ok'],
      ['90', 'critical'],
    ]);
  });

  it('converts the money at risk at each day’s rate like the P&L', async () => {
    // 100.00 USD at 2 per EUR, 195.00 at 2.5 (80 − 4 + 2 per line), the refund −25.00 at 2.5: 50 + 78 − 10.
    const body = (await get('/account-health?targetCurrency=EUR')).json();
    expect(body.moneyAtRisk).toMatchObject({ currency: 'EUR', netSales: '118.00', estimated: false });
  });

  it('gives the banner its flag and the metrics off target, worst first', async () => {
    const response = await get('/account-health/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sellerId,
      flag: 'critical',
      day: '2024-04-01',
      problems: [
        { marketplaceId: UK, key: 'accountHealthRating', status: 'critical' },
        { marketplaceId: US, key: 'lateShipmentRate', status: 'at-risk' },
      ],
    });
  });

  it('gives each metric per report day with the targets, for a marketplace or all', async () => {
    const body = (await get('/account-health/kpis?months=12')).json();
    expect(body).toMatchObject({ sellerId, from: '2023-04-10', to: '2024-04-10' });
    const us = body.marketplaces.find((entry: { marketplaceId: string }) => entry.marketplaceId === US);
    expect(us.points).toEqual([
      // 5 / 1100 orders; no violation open.
      {
        day: '2024-03-01',
        ...{ orderDefectRate: '0.004545', lateShipmentRate: '0.010000', preFulfillmentCancellationRate: '0.000000' },
        ...{ validTrackingRate: '0.990000', accountHealthRating: 300, policyViolations: 0 },
      },
      {
        day: '2024-04-01',
        ...{ orderDefectRate: '0.009000', lateShipmentRate: '0.050000', preFulfillmentCancellationRate: '0.020000' },
        ...{ validTrackingRate: '0.960000', accountHealthRating: 250, policyViolations: 3 },
      },
    ]);
    expect(
      body.targets.map((target: { key: string; limit: string; isMaximum: boolean }) => [
        target.key,
        target.limit,
        target.isMaximum,
      ]),
    ).toEqual([
      ['orderDefectRate', '0.01', true],
      ['lateShipmentRate', '0.04', true],
      ['preFulfillmentCancellationRate', '0.025', true],
      ['validTrackingRate', '0.95', false],
      ['accountHealthRating', '200', false],
    ]);
    const uk = (await get(`/account-health/kpis?months=12&marketplace=${UK}`)).json();
    expect(uk.marketplaces.map((entry: { marketplaceId: string }) => entry.marketplaceId)).toEqual([UK]);
    // One month back: 2024-03-10 on, so Amazon.com's report of 03-01 is left out.
    const recent = (await get('/account-health/kpis?months=1')).json();
    expect(recent.from).toBe('2024-03-10');
    expect(
      recent.marketplaces.flatMap((entry: { points: { day: string }[] }) => entry.points.map((point) => point.day)),
    ).toEqual(['2024-04-01', '2024-04-01']);
  });

  it('answers a seller without reports with no flag and empty lists; 404 for another organisation', async () => {
    const empty = (await get('/account-health?targetCurrency=USD', bob.cookie, bobSellerId)).json();
    expect(empty).toMatchObject({ flag: null, day: null, marketplaces: [], seller: null });
    expect(empty.moneyAtRisk).toMatchObject({ month: '2024-03', netSales: '0.00', estimated: false });
    for (const path of ['/account-health', '/account-health/status', '/account-health/kpis']) {
      expect((await get(path, bob.cookie)).statusCode).toBe(404);
      expect((await get(path, alice.cookie, bobSellerId)).statusCode).toBe(404);
    }
    expect((await get('/account-health/kpis?months=0')).statusCode).toBe(422);
  });

  it('raises the account health alert when a metric crosses its target and clears it when it is back', async () => {
    const evaluate = (now: string) =>
      evaluateSellerAlerts(database.db, sellerId, { now: new Date(now), evaluators: [accountHealthAtRiskEvaluator] });
    const live = async () =>
      (
        await database.pool.query<{ subject_key: string; severity: string; cleared_at: Date | null }>(
          `select subject_key, severity, cleared_at from alerts where seller_id = $1 and type = 'account-health-at-risk'
           order by subject_key`,
          [sellerId],
        )
      ).rows;
    await evaluate('2024-04-01T12:00:00Z');
    expect(await live()).toEqual([
      { subject_key: UK, severity: 'critical', cleared_at: null },
      { subject_key: US, severity: 'warning', cleared_at: null },
    ]);
    await storeHealthDay(database.db, { sellerId, day: '2024-04-08' }, [
      [
        US,
        {
          score: 260,
          status: 'GOOD',
          afn: [900, [3, 2, 1]],
          mfn: [100, [0, 0, 0]],
          shipping: [2, 1, 98],
          violations: { [FEEDBACK]: 1 },
        },
      ],
      [
        UK,
        {
          score: 210,
          status: 'GOOD',
          afn: [500, [1, 0, 0]],
          mfn: [50, [0, 0, 0]],
          shipping: [0, 0, 50],
          violations: { [FEEDBACK]: 0 },
        },
      ],
    ]);
    await evaluate('2024-04-08T12:00:00Z');
    const rows = await live();
    expect(rows.map((row) => row.cleared_at !== null)).toEqual([true, true]);
    expect((await get('/account-health/status')).json()).toMatchObject({
      flag: 'healthy',
      day: '2024-04-08',
      problems: [],
    });
  });
});
