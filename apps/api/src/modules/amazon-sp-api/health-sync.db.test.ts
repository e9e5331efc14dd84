import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import { fakeSellerPerformanceDocument, installTrafficHealthReports } from '../../test/fake-amazon-traffic-health.ts';
import { accountHealthIndicators } from '../brand-valuation/customer-satisfaction-indicators.ts';
import { findLatestAccountHealth } from '../brand-valuation/brand-valuation.queries.ts';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import {
  ACCOUNT_HEALTH_REPORT_TYPE,
  AccountHealthReportError,
  POLICY_VIOLATION_METRICS,
} from './account-health-report.ts';
import { healthSyncStep } from './health-sync.step.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import { createSpApiClient } from './sp-api-client.ts';
import type { SyncStepContext, SyncStepProgress } from './sync-step.ts';

// The health step against the fake Seller Central: one seller performance report per
// marketplace and day into account_health_reports, and the day's snapshot brand valuation reads.
const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';
const REFRESH_TOKEN = 'Atzr|health-seller';
const NOW = new Date('2026-11-20T12:00:00Z');

describe(`health sync on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let sellerId: string;
  let fakeToday = '2026-11-20';

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    running.fake.refreshTokens.add(REFRESH_TOKEN);
    installTrafficHealthReports(running.fake, { today: () => fakeToday });
    sellerId = await resolveCliSeller(database.db, 'health-seller', true);
  });
  afterAll(async () => {
    await running?.close();
    await database?.destroy();
  });

  function run(options: { now?: Date; cursor?: Record<string, unknown> | null; marketplaceIds?: string[] } = {}) {
    const progress: SyncStepProgress[] = [];
    const client = createSpApiClient({
      db: database.db,
      config: { endpoint: running.endpoint },
      tokens: new LwaAccessTokens({
        clientId: 'amzn1.application-oa2-client.hlt',
        clientSecret: 's',
        tokenUrl: running.tokenUrl,
      }),
      connection: { id: 'connection-health', accountId: 'A3HEALTH', region: 'na', refreshToken: REFRESH_TOKEN },
      retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
      maxSlotWaitMs: 24 * 3600_000,
      sleep: async () => undefined,
    });
    const context: SyncStepContext = {
      db: database.db,
      env: parseEnv({ LOG_LEVEL: 'silent' }),
      client,
      sellerId,
      connection: {
        id: 'connection-health',
        accountId: 'A3HEALTH',
        region: 'na',
        marketplaceIds: options.marketplaceIds ?? [US, DE],
      },
      now: options.now ?? NOW,
      isBackfill: false,
      cursor: options.cursor ?? null,
      progress: async (update) => void progress.push(update),
    };
    return healthSyncStep.run(context).then((outcome) => ({ outcome, progress }));
  }

  const healthReports = () => running.fake.reports.filter((report) => report.reportType === ACCOUNT_HEALTH_REPORT_TYPE);
  const storedReports = async (day: string) =>
    (
      await database.pool.query(
        `select marketplace_id, health_rating, health_status, order_defect_rate::text, late_shipment_rate::text,
           pre_fulfillment_cancellation_rate::text, valid_tracking_rate::text, policy_violations, metrics
         from account_health_reports where seller_id = $1 and day = $2 order by marketplace_id`,
        [sellerId, day],
      )
    ).rows as Record<string, unknown>[];
  const snapshots = async () =>
    (
      await database.pool.query(
        `select snapshot_date::text, order_defect_rate::text, order_count, policy_violations
         from account_health_snapshots where seller_id = $1 order by snapshot_date`,
        [sellerId],
      )
    ).rows as Record<string, unknown>[];

  /** Exact orders-with-defects ÷ orders to six decimals, rounded half up. */
  const sixDecimals = (defects: number, orders: number) => {
    const millionths = (BigInt(defects) * 2_000_000n + BigInt(orders)) / (2n * BigInt(orders));
    return `${millionths / 1_000_000n}.${(millionths % 1_000_000n).toString().padStart(6, '0')}`;
  };
  const figuresOf = (marketplaceId: string, day: string) => {
    const document = fakeSellerPerformanceDocument(marketplaceId, day);
    const metrics = document.performanceMetrics[0]!;
    const { afn, mfn } = metrics.orderDefectRate;
    const orders = afn.orderCount + mfn.orderCount;
    const defects = afn.orderWithDefects.count + mfn.orderWithDefects.count;
    const violations = Object.fromEntries(POLICY_VIOLATION_METRICS.map((name) => [name, metrics[name].defectsCount]));
    return { document, metrics, orders, defects, violations };
  };
  const expectedRow = (marketplaceId: string, day: string) => {
    const { document, metrics, orders, defects, violations } = figuresOf(marketplaceId, day);
    return {
      marketplace_id: marketplaceId,
      health_rating: metrics.accountHealthRating.ahrScore,
      health_status: metrics.accountHealthRating.ahrStatus,
      order_defect_rate: sixDecimals(defects, orders),
      late_shipment_rate: metrics.lateShipmentRate.rate.toFixed(6),
      pre_fulfillment_cancellation_rate: metrics.preFulfillmentCancellationRate.rate.toFixed(6),
      valid_tracking_rate: metrics.validTrackingRate.rate.toFixed(6),
      policy_violations: violations,
      metrics: document,
    };
  };
  const expectedSnapshot = (day: string, marketplaceIds: string[]) => {
    const each = marketplaceIds.map((id) => figuresOf(id, day));
    const sum = (pick: (figures: (typeof each)[number]) => number) => each.reduce((total, f) => total + pick(f), 0);
    return {
      snapshot_date: day,
      order_defect_rate: sixDecimals(
        sum((f) => f.defects),
        sum((f) => f.orders),
      ),
      order_count: sum((f) => f.orders),
      policy_violations: sum((f) => Object.values(f.violations).reduce((total, count) => total + count, 0)),
    };
  };

  it('asks for each marketplace at once, waits while Amazon makes them, then stores them and the snapshot', async () => {
    running.fake.nextCreated.pollsLeft = 1;
    const first = await run();
    running.fake.nextCreated.pollsLeft = 0;
    expect(first.outcome.waitMs).toBe(30_000);
    expect(first.outcome.cursor).toMatchObject({
      reports: {
        [US]: { day: '2026-11-20', checks: 1, reportId: healthReports()[0]!.reportId },
        [DE]: { day: '2026-11-20', checks: 1, reportId: healthReports()[1]!.reportId },
      },
    });
    expect(healthReports().map((report) => report.marketplaceIds)).toEqual([[US], [DE]]);
    expect(await storedReports('2026-11-20')).toEqual([]);
    expect(first.progress.map((update) => update.label)).toEqual([
      `${US}: asking for the account health report`,
      `${DE}: asking for the account health report`,
    ]);

    const second = await run({ cursor: first.outcome.cursor! });
    expect(second.outcome.waitMs).toBeUndefined();
    expect(second.outcome.dataThrough).toEqual(NOW);
    expect(second.outcome.summary).toMatch(/^2 marketplace\(s\), 2 account health report\(s\) stored: /);
    expect(healthReports()).toHaveLength(2);
    expect(await storedReports('2026-11-20')).toEqual([expectedRow(DE, '2026-11-20'), expectedRow(US, '2026-11-20')]);
    expect(await snapshots()).toEqual([expectedSnapshot('2026-11-20', [US, DE])]);
  });

  it('asks for a marketplace at most once a day', async () => {
    const { outcome } = await run({ now: new Date('2026-11-20T18:00:00Z') });
    expect(outcome.summary).toBe('2 marketplace(s), 0 account health report(s) stored');
    expect(healthReports()).toHaveLength(2);
  });

  it('stores a new day beside the last, and brand valuation reads its snapshot', async () => {
    fakeToday = '2026-11-21';
    const { outcome } = await run({ now: new Date('2026-11-21T06:00:00Z') });
    expect(outcome.summary).toMatch(/2 account health report\(s\) stored/);
    expect(await storedReports('2026-11-21')).toEqual([expectedRow(DE, '2026-11-21'), expectedRow(US, '2026-11-21')]);
    expect(await storedReports('2026-11-20')).toHaveLength(2);
    const expected = expectedSnapshot('2026-11-21', [US, DE]);
    expect(await snapshots()).toEqual([expectedSnapshot('2026-11-20', [US, DE]), expected]);
    const latest = await findLatestAccountHealth(database.db, sellerId, '2026-11-30');
    expect(latest).toEqual({
      snapshotDate: '2026-11-21',
      orderDefectRate: expected.order_defect_rate,
      policyViolations: expected.policy_violations,
    });
    const [violations, defectRate] = accountHealthIndicators(latest);
    expect(violations).toMatchObject({ value: String(expected.policy_violations) });
    expect(defectRate).toMatchObject({ value: expected.order_defect_rate });
  });

  it('reads a day again in place of the stored one: nothing doubled, the snapshot recomputed', async () => {
    await database.pool.query(
      `delete from account_health_reports where seller_id = $1 and marketplace_id = $2 and day = $3`,
      [sellerId, US, '2026-11-21'],
    );
    // The report asked for again answers other figures: the stored row and the snapshot follow them.
    fakeToday = '2026-11-22';
    const { outcome } = await run({ now: new Date('2026-11-21T09:00:00Z'), marketplaceIds: [US, DE] });
    fakeToday = '2026-11-21';
    expect(outcome.summary).toMatch(/^2 marketplace\(s\), 1 account health report\(s\) stored: /);
    const rows = await storedReports('2026-11-21');
    expect(rows).toHaveLength(2);
    const reread = expectedRow(US, '2026-11-22');
    expect(rows[1]).toMatchObject({ marketplace_id: US, order_defect_rate: reread.order_defect_rate });
    const expected = {
      snapshot_date: '2026-11-21',
      order_defect_rate: sixDecimals(
        figuresOf(US, '2026-11-22').defects + figuresOf(DE, '2026-11-21').defects,
        figuresOf(US, '2026-11-22').orders + figuresOf(DE, '2026-11-21').orders,
      ),
    };
    const all = await snapshots();
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject(expected);
  });

  it('does not ask again the same day after Amazon cancels a report', async () => {
    running.fake.nextCreated.finalStatus = 'CANCELLED';
    const day = new Date('2026-11-23T08:00:00Z');
    try {
      const { outcome } = await run({ now: day, marketplaceIds: [US] });
      expect(outcome.summary).toBe(`1 marketplace(s), 0 account health report(s) stored: ${US} report ended CANCELLED`);
      expect(outcome.cursor).toMatchObject({ reports: {}, emptyDays: { [US]: '2026-11-23' } });
      const asked = healthReports().length;
      const again = await run({ now: day, marketplaceIds: [US], cursor: outcome.cursor! });
      expect(again.outcome.summary).toBe('1 marketplace(s), 0 account health report(s) stored');
      expect(healthReports()).toHaveLength(asked);
    } finally {
      running.fake.nextCreated.finalStatus = 'DONE';
    }
  });

  it('refuses a document that is not the report, storing nothing', async () => {
    const generate = running.fake.reportContent.get(ACCOUNT_HEALTH_REPORT_TYPE)!;
    running.fake.reportContent.set(ACCOUNT_HEALTH_REPORT_TYPE, () => JSON.stringify({ accountStatuses: [] }));
    try {
      const failure = run({ now: new Date('2026-11-24T08:00:00Z'), marketplaceIds: [DE] });
      await expect(failure).rejects.toThrow(AccountHealthReportError);
      await expect(failure).rejects.toThrow('Seller performance report refused: performanceMetrics');
    } finally {
      running.fake.reportContent.set(ACCOUNT_HEALTH_REPORT_TYPE, generate);
    }
    expect(await storedReports('2026-11-24')).toEqual([]);
  });
});
