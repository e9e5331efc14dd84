// The Seller Central alerts on rows inserted the way the sync writes them: connections and their
// sync steps, account health reports, and Sales and Traffic days. The clock is 2026-05-10 12:00 UTC.
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from '../../ingestion/cli-import.service.ts';
import type { AlertEvaluationContext } from '../alert-evaluator.ts';
import { accountHealthAtRiskEvaluator, NO_HEALTH_REASON } from './account-health-at-risk.evaluator.ts';
import { buyBoxLostEvaluator, NO_TRAFFIC_REASON } from './buy-box-lost.evaluator.ts';
import { connectionLostEvaluator, NO_CONNECTION_REASON } from './connection-lost.evaluator.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const M = { US: 'ATVPDKIKX0DER', CA: 'A2EUQ1WTGCTBG2', UK: 'A1F83G8C2ARO7P', DE: 'A1PA6795UKMFR9' };
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe(`the Seller Central alert evaluators on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let seller: AlertEvaluationContext;
  let emptySeller: AlertEvaluationContext;
  const insert = (text: string, values: unknown[]) => database.pool.query(text, values);

  beforeAll(async () => {
    database = await createTestDatabase();
    const sellerId = await resolveCliSeller(database.db, 'central-alerts', true);
    seller = { db: database.db, sellerId, now: NOW };
    emptySeller = { db: database.db, sellerId: await resolveCliSeller(database.db, 'unconnected', true), now: NOW };
    const connection = `insert into seller_connections (seller_id, provider, region, external_account_id,
      refresh_token_encrypted, status, authorized_at, last_synced_at, last_error, reauthorization_required_at)
      values ($1, $2, $3, $4, 'sealed', $5, $6, $7, $8, $9)`;
    // Seller Central: authorised 10 days ago; its orders step has failed since a success 30 hours ago.
    await insert(connection, [
      sellerId,
      'autopilot_spapi_basic',
      'na',
      'A1SELLER',
      'active',
      hoursAgo(240),
      hoursAgo(1),
      null,
      null,
    ]);
    // Advertising: Amazon refused the authorisation.
    await insert(connection, [
      sellerId,
      'autopilot_amazon_ads',
      'na',
      'ADS1',
      'active',
      hoursAgo(240),
      hoursAgo(48),
      'Access revoked',
      hoursAgo(5),
    ]);
    // Shopify: failing for 2 hours only. An inactive account: nothing syncs, nothing is lost.
    await insert(connection, [
      sellerId,
      'custom_shopify',
      'na',
      'shop.example',
      'active',
      hoursAgo(240),
      hoursAgo(2),
      'Timeout',
      null,
    ]);
    await insert(connection, [
      sellerId,
      'autopilot_spapi_ops',
      'eu',
      'A1OTHER',
      'inactive',
      hoursAgo(240),
      null,
      'x',
      hoursAgo(200),
    ]);
    const step = `insert into sp_api_sync_steps (seller_id, step, status, last_success_at, last_error) values ($1, $2, $3, $4, $5)`;
    await insert(step, [sellerId, 'orders', 'failed', hoursAgo(30), 'Amazon answered 500']);
    await insert(step, [sellerId, 'traffic', 'failed', hoursAgo(3), 'Report FATAL']);
    await insert(step, [sellerId, 'inventory', 'idle', hoursAgo(1), null]);

    const health = `insert into account_health_reports (seller_id, marketplace_id, day, health_rating, health_status,
      order_defect_rate, late_shipment_rate, pre_fulfillment_cancellation_rate, valid_tracking_rate, metrics)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '{}')`;
    // US: critical a week ago, at risk now with an order defect rate and a late shipment rate over target.
    await insert(health, [sellerId, M.US, '2026-05-02', 100, 'CRITICAL', null, null, null, null]);
    await insert(health, [sellerId, M.US, '2026-05-09', 190, 'At Risk', '0.012', '0.05', '0.01', '0.99']);
    await insert(health, [sellerId, M.UK, '2026-05-09', 250, 'GOOD', '0.01', '0.04', '0.025', '0.95']);
    await insert(health, [sellerId, M.DE, '2026-05-09', 80, 'CRITICAL', null, null, null, null]);
    await insert(health, [sellerId, M.CA, '2026-05-09', 300, 'GOOD', '0.001', '0.0', '0.0', '0.94']);

    const traffic = `insert into sales_traffic_daily (seller_id, marketplace_id, day, asin, sku, parent_asin, sessions,
      buy_box_percentage) values ($1, $2, $3, $4, $5, $6, $7, $8)`;
    // B0LAMP1: (100 × 90 + 300 × 50) / 400 = 60.00 % over 05-04..05-10; the busy day of 05-01 is outside.
    await insert(traffic, [sellerId, M.US, '2026-05-01', 'B0LAMP1', 'LAMP-1', 'B0LAMPS', 1000, 100]);
    await insert(traffic, [sellerId, M.US, '2026-05-05', 'B0LAMP1', 'LAMP-1', 'B0LAMPS', 100, 90]);
    await insert(traffic, [sellerId, M.US, '2026-05-06', 'B0LAMP1', 'LAMP-1', 'B0LAMPS', 300, 50]);
    // A day without a Buy Box figure does not weigh.
    await insert(traffic, [sellerId, M.US, '2026-05-07', 'B0LAMP1', 'LAMP-1', 'B0LAMPS', 50, null]);
    // B0LAMP3 under two SKUs: 100 %; B0LAMP2 without sessions and the account's totals are left out.
    await insert(traffic, [sellerId, M.US, '2026-05-08', 'B0LAMP3', 'LAMP-3A', null, 10, 100]);
    await insert(traffic, [sellerId, M.US, '2026-05-08', 'B0LAMP3', 'LAMP-3B', null, 30, 100]);
    await insert(traffic, [sellerId, M.US, '2026-05-08', 'B0LAMP2', 'LAMP-2', null, 0, 0]);
    await insert(traffic, [sellerId, M.US, '2026-05-08', '', '', null, 500, 20]);
    await insert(
      `insert into products (seller_id, marketplace_id, sku, asin, parent_asin, brand) values ($1, $2, 'LAMP-1', 'B0LAMP1', 'B0LAMPS', 'Brightly')`,
      [sellerId, M.US],
    );
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('raises a connection Amazon refused, and one whose sync step has failed for more than a day', async () => {
    const candidates = await connectionLostEvaluator.evaluate(seller);
    expect(candidates.map((candidate) => candidate.subjectKey).sort()).toEqual([
      'autopilot_amazon_ads',
      'autopilot_spapi_basic',
    ]);
    expect(candidates.find((candidate) => candidate.subjectKey === 'autopilot_spapi_basic')).toEqual({
      subjectKind: 'connection',
      subjectKey: 'autopilot_spapi_basic',
      subject: 'Amazon Seller Central (NA, A1SELLER)',
      value: null,
      title: 'Connection lost: Amazon Seller Central',
      message:
        'Amazon Seller Central (NA, A1SELLER): the sync has been failing for more than 24 hours (orders: Amazon answered 500).',
      figures: {
        provider: 'autopilot_spapi_basic',
        region: 'na',
        accountId: 'A1SELLER',
        lastError: null,
        lastSyncedAt: hoursAgo(1).toISOString(),
        reauthorizationRequiredAt: null,
        failingSteps: 'orders',
      },
    });
    expect(candidates.find((candidate) => candidate.subjectKey === 'autopilot_amazon_ads')?.message).toBe(
      'Amazon Advertising (NA, ADS1): the authorisation was refused on 2026-05-10; re-authorise the account to sync again.',
    );
  });

  it('does not raise a failing step whose last success is less than a day old', async () => {
    // Seven hours earlier, the orders step's last success was 23 hours old.
    const earlier = { ...seller, now: hoursAgo(7) };
    const keys = (await connectionLostEvaluator.evaluate(earlier)).map((candidate) => candidate.subjectKey);
    expect(keys).toEqual(['autopilot_amazon_ads']);
  });

  it('raises the marketplaces whose latest health report is at risk or misses a target', async () => {
    const candidates = new Map(
      (await accountHealthAtRiskEvaluator.evaluate(seller)).map((candidate) => [candidate.subjectKey, candidate]),
    );
    expect([...candidates.keys()].sort()).toEqual([M.CA, M.DE, M.US].sort());
    expect(candidates.get(M.US)).toEqual({
      subjectKind: 'marketplace',
      subjectKey: M.US,
      subject: 'Amazon.com',
      marketplaceId: M.US,
      value: null,
      severity: 'warning',
      title: 'Account health at risk in Amazon.com',
      message:
        'The account health report of 2026-05-09 for Amazon.com: Account Health Rating AT_RISK (190); ' +
        'order defect rate 1.20 % (target under 1 %); late shipment rate 5.00 % (target under 4 %).',
      figures: {
        day: '2026-05-09',
        healthStatus: 'At Risk',
        healthRating: 190,
        orderDefectRatePercent: '1.20',
        preFulfillmentCancellationRatePercent: '1.00',
        lateShipmentRatePercent: '5.00',
        validTrackingRatePercent: '99.00',
        problems:
          'Account Health Rating AT_RISK (190); order defect rate 1.20 % (target under 1 %); late shipment rate 5.00 % (target under 4 %)',
      },
    });
    expect(candidates.get(M.DE)).toMatchObject({ severity: 'critical', figures: { orderDefectRatePercent: null } });
    expect(candidates.get(M.CA)?.message).toContain('valid tracking rate 94.00 % (target above 95 %)');
  });

  it('weighs each day’s Buy Box share by its sessions over the last 7 days, per child ASIN', async () => {
    const candidates = await buyBoxLostEvaluator.evaluate(seller);
    expect(candidates).toEqual([
      {
        subjectKind: 'asin',
        subjectKey: `${M.US}:B0LAMP1`,
        subject: 'B0LAMP1 in Amazon.com',
        marketplaceId: M.US,
        sku: 'LAMP-1',
        asin: 'B0LAMP1',
        parentAsin: 'B0LAMPS',
        brand: 'Brightly',
        value: 60,
        title: 'Buy Box lost: B0LAMP1 in Amazon.com',
        message: 'B0LAMP1 in Amazon.com held the Buy Box on 60.00 % of its 400 sessions from 2026-05-04 to 2026-05-10.',
        figures: { from: '2026-05-04', to: '2026-05-10', sessions: 400, buyBoxPercent: '60.00', skus: 'LAMP-1' },
      },
      expect.objectContaining({ subjectKey: `${M.US}:B0LAMP3`, sku: null, value: 100, brand: null }),
    ]);
    expect(buyBoxLostEvaluator.breaches(60, 80)).toBe(true);
    expect(buyBoxLostEvaluator.breaches(100, 80)).toBe(false);
  });

  it('is unavailable without connections, health reports or Sales and Traffic rows', async () => {
    expect(await connectionLostEvaluator.availability(emptySeller)).toEqual({
      available: false,
      reason: NO_CONNECTION_REASON,
    });
    expect(await accountHealthAtRiskEvaluator.availability(emptySeller)).toEqual({
      available: false,
      reason: NO_HEALTH_REASON,
    });
    expect(await buyBoxLostEvaluator.availability(emptySeller)).toEqual({
      available: false,
      reason: NO_TRAFFIC_REASON,
    });
    for (const evaluator of [connectionLostEvaluator, accountHealthAtRiskEvaluator, buyBoxLostEvaluator]) {
      expect(await evaluator.availability(seller)).toEqual({ available: true });
      expect(await evaluator.evaluate(emptySeller)).toEqual([]);
    }
  });
});
