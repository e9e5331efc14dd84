import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import {
  FAKE_TRAFFIC_SKUS,
  fakeSalesTrafficDocument,
  installTrafficHealthReports,
} from '../../test/fake-amazon-traffic-health.ts';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import { SALES_TRAFFIC_REPORT_TYPE, SalesTrafficReportError } from './sales-traffic-report.ts';
import { createSpApiClient } from './sp-api-client.ts';
import type { SyncStepContext, SyncStepProgress } from './sync-step.ts';
import { trafficSyncStep } from './traffic-sync.step.ts';

// The traffic step against the fake Seller Central: one Sales and Traffic report per
// marketplace and day, across runs while Amazon makes them, into sales_traffic_daily.
const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';
const REFRESH_TOKEN = 'Atzr|traffic-seller';
// 12:00 UTC: the 20th in Los Angeles and in Berlin; two days ago is the 18th.
const NOW = new Date('2026-11-20T12:00:00Z');

describe(`traffic sync on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let sellerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    running.fake.refreshTokens.add(REFRESH_TOKEN);
    installTrafficHealthReports(running.fake);
    sellerId = await resolveCliSeller(database.db, 'traffic-seller', true);
  });
  afterAll(async () => {
    await running?.close();
    await database?.destroy();
  });

  interface RunOptions {
    marketplaceIds?: string[];
    now?: Date;
    cursor?: Record<string, unknown> | null;
    isBackfill?: boolean;
    /** Longest wait for a rate slot; the default lets every report of a test through. */
    maxSlotWaitMs?: number;
  }

  function run(options: RunOptions = {}) {
    const progress: SyncStepProgress[] = [];
    const client = createSpApiClient({
      db: database.db,
      config: { endpoint: running.endpoint },
      tokens: new LwaAccessTokens({
        clientId: 'amzn1.application-oa2-client.trf',
        clientSecret: 's',
        tokenUrl: running.tokenUrl,
      }),
      connection: { id: 'connection-traffic', accountId: 'A3TRAFFIC', region: 'na', refreshToken: REFRESH_TOKEN },
      retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
      maxSlotWaitMs: options.maxSlotWaitMs ?? 24 * 3600_000,
      sleep: async () => undefined,
    });
    const context: SyncStepContext = {
      db: database.db,
      env: parseEnv({ LOG_LEVEL: 'silent' }),
      client,
      sellerId,
      connection: {
        id: 'connection-traffic',
        accountId: 'A3TRAFFIC',
        region: 'na',
        marketplaceIds: options.marketplaceIds ?? [US],
      },
      now: options.now ?? NOW,
      isBackfill: options.isBackfill ?? false,
      cursor: options.cursor ?? null,
      progress: async (update) => void progress.push(update),
    };
    return trafficSyncStep.run(context).then((outcome) => ({ outcome, progress }));
  }

  const trafficReports = () => running.fake.reports.filter((report) => report.reportType === SALES_TRAFFIC_REPORT_TYPE);
  const storedDay = async (marketplaceId: string, day: string) =>
    (
      await database.pool.query(
        `select asin, sku, parent_asin, units_ordered, total_order_items, ordered_product_sales::text, currency,
           units_refunded, sessions, page_views, buy_box_percentage::text, unit_session_percentage::text
         from sales_traffic_daily where seller_id = $1 and marketplace_id = $2 and day = $3 order by asin, sku`,
        [sellerId, marketplaceId, day],
      )
    ).rows as Record<string, unknown>[];
  const rowCount = async () =>
    Number(
      (await database.pool.query(`select count(*) from sales_traffic_daily where seller_id = $1`, [sellerId])).rows[0]
        .count,
    );

  /** What must be stored for the day: the document's figures, amounts and percentages at the columns' scale. */
  function expectedDay(marketplaceId: string, day: string) {
    const document = fakeSalesTrafficDocument(marketplaceId, day, day);
    const [date] = document.salesAndTrafficByDate;
    const fixed = (value: number, places: number) => value.toFixed(places);
    const totals = {
      asin: '',
      sku: '',
      parent_asin: null,
      units_ordered: date!.salesByDate.unitsOrdered,
      total_order_items: date!.salesByDate.totalOrderItems,
      ordered_product_sales: fixed(date!.salesByDate.orderedProductSales.amount, 4),
      currency: date!.salesByDate.orderedProductSales.currencyCode,
      units_refunded: date!.salesByDate.unitsRefunded,
      sessions: date!.trafficByDate.sessions,
      page_views: date!.trafficByDate.pageViews,
      buy_box_percentage: fixed(date!.trafficByDate.buyBoxPercentage, 4),
      unit_session_percentage: fixed(date!.trafficByDate.unitSessionPercentage, 4),
    };
    const skus = document.salesAndTrafficByAsin.map((row) => ({
      asin: row.childAsin,
      sku: row.sku,
      parent_asin: row.parentAsin,
      units_ordered: row.salesByAsin.unitsOrdered,
      total_order_items: row.salesByAsin.totalOrderItems,
      ordered_product_sales: fixed(row.salesByAsin.orderedProductSales.amount, 4),
      currency: row.salesByAsin.orderedProductSales.currencyCode,
      units_refunded: 0,
      sessions: row.trafficByAsin.sessions,
      page_views: row.trafficByAsin.pageViews,
      buy_box_percentage: fixed(row.trafficByAsin.buyBoxPercentage, 4),
      unit_session_percentage: fixed(row.trafficByAsin.unitSessionPercentage, 4),
    }));
    return [totals, ...skus];
  }

  it('waits for a report Amazon is still making, keeping it in the cursor, then reads 30 days on the next run', async () => {
    running.fake.nextCreated.pollsLeft = 1;
    const first = await run({ isBackfill: true });
    running.fake.nextCreated.pollsLeft = 0;
    expect(first.outcome.waitMs).toBe(30_000);
    expect(first.outcome.cursor).toMatchObject({
      pending: { marketplaceId: US, day: '2026-10-20', checks: 1, reportId: trafficReports()[0]!.reportId },
      completeThrough: {},
    });
    expect(first.outcome.dataThrough).toBeUndefined();
    expect(first.progress[0]).toMatchObject({ done: 0, total: 30 });
    expect(trafficReports()).toHaveLength(1);
    expect(await rowCount()).toBe(0);

    const second = await run({ cursor: first.outcome.cursor!, isBackfill: true });
    expect(second.outcome.waitMs).toBeUndefined();
    expect(second.outcome.summary).toBe('30 of 30 day(s) read, 120 row(s) stored');
    expect(second.outcome.cursor).toEqual({ completeThrough: { [US]: '2026-11-18' } });
    // The end of the 18th in Los Angeles.
    expect(second.outcome.dataThrough).toEqual(new Date('2026-11-19T08:00:00Z'));
    expect(second.progress.at(-1)).toMatchObject({ done: 30, total: 30 });
    // The pending report was read, not asked again: one report per day.
    const reports = trafficReports();
    expect(reports).toHaveLength(30);
    expect(new Set(reports.map((report) => report.dataStartTime.slice(0, 10))).size).toBe(30);
    for (const report of reports) {
      expect(report.marketplaceIds).toEqual([US]);
      expect(report.dataEndTime.slice(0, 10)).toBe(report.dataStartTime.slice(0, 10));
    }
    expect(await rowCount()).toBe(30 * (1 + FAKE_TRAFFIC_SKUS.length));
    for (const day of ['2026-10-20', '2026-11-05', '2026-11-18'])
      expect(await storedDay(US, day)).toEqual(expectedDay(US, day));
  });

  it('asks for the days after the last complete one only, up to two days ago', async () => {
    const { outcome } = await run({
      now: new Date('2026-11-21T12:00:00Z'),
      cursor: { completeThrough: { [US]: '2026-11-18' } },
    });
    expect(outcome.summary).toBe('1 of 1 day(s) read, 4 row(s) stored');
    expect(outcome.cursor).toEqual({ completeThrough: { [US]: '2026-11-19' } });
    expect(trafficReports().at(-1)!.dataStartTime.slice(0, 10)).toBe('2026-11-19');
    expect(await storedDay(US, '2026-11-19')).toEqual(expectedDay(US, '2026-11-19'));
    const again = await run({ now: new Date('2026-11-21T12:00:00Z'), cursor: outcome.cursor! });
    expect(again.outcome.summary).toBe('0 of 0 day(s) read, 0 row(s) stored');
  });

  it('replaces a day read again: nothing doubled, and a SKU the new report leaves out is gone', async () => {
    const before = await rowCount();
    const generate = running.fake.reportContent.get(SALES_TRAFFIC_REPORT_TYPE)!;
    running.fake.reportContent.set(SALES_TRAFFIC_REPORT_TYPE, (request) => {
      const document = JSON.parse(generate(request)) as ReturnType<typeof fakeSalesTrafficDocument>;
      if (request.dataStartTime?.startsWith('2026-11-18')) document.salesAndTrafficByAsin.splice(1);
      return JSON.stringify(document);
    });
    try {
      const { outcome } = await run({ cursor: { completeThrough: { [US]: '2026-11-16' } } });
      expect(outcome.summary).toBe('2 of 2 day(s) read, 6 row(s) stored');
    } finally {
      running.fake.reportContent.set(SALES_TRAFFIC_REPORT_TYPE, generate);
    }
    expect(await storedDay(US, '2026-11-17')).toEqual(expectedDay(US, '2026-11-17'));
    expect((await storedDay(US, '2026-11-18')).map((row) => row.sku)).toEqual(['', FAKE_TRAFFIC_SKUS[0].sku]);
    expect(await rowCount()).toBe(before - 2);
  });

  it('counts a report Amazon cancels as a day without data, per marketplace', async () => {
    running.fake.nextCreated.finalStatus = 'CANCELLED';
    try {
      const { outcome } = await run({
        marketplaceIds: [US, DE],
        now: new Date('2026-11-21T12:00:00Z'),
        cursor: { completeThrough: { [US]: '2026-11-19', [DE]: '2026-11-17' } },
      });
      expect(outcome.summary).toBe('2 of 2 day(s) read, 0 row(s) stored, 2 day(s) without data');
      expect(outcome.cursor).toEqual({ completeThrough: { [US]: '2026-11-19', [DE]: '2026-11-19' } });
      // Both complete through the 19th: its end in Los Angeles comes after its end in Berlin.
      expect(outcome.dataThrough).toEqual(new Date('2026-11-19T23:00:00Z'));
    } finally {
      running.fake.nextCreated.finalStatus = 'DONE';
    }
    expect(await storedDay(DE, '2026-11-18')).toEqual([]);
  });

  it('refuses a document that is not the report, storing nothing of the day', async () => {
    const generate = running.fake.reportContent.get(SALES_TRAFFIC_REPORT_TYPE)!;
    running.fake.reportContent.set(SALES_TRAFFIC_REPORT_TYPE, () => 'sku\tunits\nTRF-RED-01\t3\n');
    try {
      const failure = run({ marketplaceIds: [DE], cursor: { completeThrough: { [DE]: '2026-11-17' } } });
      await expect(failure).rejects.toThrow(SalesTrafficReportError);
      await expect(run({ marketplaceIds: [DE], cursor: { completeThrough: { [DE]: '2026-11-17' } } })).rejects.toThrow(
        'Sales and Traffic report refused: the document is not JSON',
      );
    } finally {
      running.fake.reportContent.set(SALES_TRAFFIC_REPORT_TYPE, generate);
    }
    expect(await storedDay(DE, '2026-11-18')).toEqual([]);
  });

  it("gives its turn back when Amazon's rate for reports is used up, keeping what it read", async () => {
    const cursor = { completeThrough: { [US]: '2026-11-18' } };
    const { outcome } = await run({ marketplaceIds: [US, DE], cursor, maxSlotWaitMs: 0 });
    expect(outcome.waitMs).toBeGreaterThan(0);
    expect(outcome.summary).toBe("0 of 30 day(s) read, 0 row(s) stored; waiting for Amazon's rate limit");
    expect(outcome.cursor).toEqual(cursor);
  });
});
