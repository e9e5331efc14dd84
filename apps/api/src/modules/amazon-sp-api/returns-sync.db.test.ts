import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import {
  FAKE_RETURNS_REPORT_TYPE,
  fakeCustomerReturns,
  installCustomerReturnsReport,
} from '../../test/fake-amazon-returns.ts';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import { returnsSyncStep } from './returns-sync.step.ts';
import { createSpApiClient } from './sp-api-client.ts';
import type { SyncStepContext } from './sync-step.ts';

// The returns step against the fake Seller Central: the customer returns report per marketplace
// in windows of up to 30 days, across runs while Amazon makes them, into fba_customer_returns.
const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';
const REFRESH_TOKEN = 'Atzr|returns-seller';
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY);

describe(`returns sync on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let sellerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    running.fake.refreshTokens.add(REFRESH_TOKEN);
    installCustomerReturnsReport(running.fake);
    sellerId = await resolveCliSeller(database.db, 'returns-seller', true);
  });
  afterAll(async () => {
    await running?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.pool.query(`delete from fba_customer_returns where seller_id = $1`, [sellerId]);
    running.fake.reports.length = 0;
    running.fake.nextCreated.pollsLeft = 0;
    running.fake.nextCreated.isGzip = false;
  });

  function run(options: { marketplaceIds?: string[]; now?: Date; cursor?: Record<string, unknown> | null } = {}) {
    const client = createSpApiClient({
      db: database.db,
      config: { endpoint: running.endpoint },
      tokens: new LwaAccessTokens({
        clientId: 'amzn1.application-oa2-client.rtn',
        clientSecret: 's',
        tokenUrl: running.tokenUrl,
      }),
      connection: { id: 'connection-returns', accountId: 'A3RETURNS', region: 'na', refreshToken: REFRESH_TOKEN },
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
        id: 'connection-returns',
        accountId: 'A3RETURNS',
        region: 'na',
        marketplaceIds: options.marketplaceIds ?? [US],
      },
      now: options.now ?? NOW,
      isBackfill: false,
      cursor: options.cursor ?? null,
      progress: async () => undefined,
    };
    return returnsSyncStep.run(context);
  }

  const returnsReports = () => running.fake.reports.filter((report) => report.reportType === FAKE_RETURNS_REPORT_TYPE);
  const storedReasons = async () =>
    (
      await database.pool.query(
        `select marketplace_id, reason, count(*)::int as returns, sum(quantity)::int as units
         from fba_customer_returns where seller_id = $1 group by 1, 2 order by 1, 2`,
        [sellerId],
      )
    ).rows as Array<{ marketplace_id: string; reason: string; returns: number; units: number }>;
  function expectedReasons(marketplaceId: string, from: Date, to: Date) {
    const byReason = new Map<string, { returns: number; units: number }>();
    for (const row of fakeCustomerReturns(marketplaceId, from, to)) {
      const entry = byReason.get(row.reason) ?? { returns: 0, units: 0 };
      byReason.set(row.reason, { returns: entry.returns + 1, units: entry.units + row.quantity });
    }
    return [...byReason.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([reason, counts]) => ({ marketplace_id: marketplaceId, reason, ...counts }));
  }

  it('reads 60 days back in two windows on a first run, every return stored with its reason', async () => {
    const outcome = await run();
    const reports = returnsReports();
    expect(reports.map((report) => [report.dataStartTime, report.dataEndTime])).toEqual([
      ['2026-09-21T12:00:00.000Z', '2026-10-21T12:00:00.000Z'],
      ['2026-10-21T12:00:00.000Z', '2026-11-20T12:00:00.000Z'],
    ]);
    const expected = fakeCustomerReturns(US, daysBefore(NOW, 60), NOW);
    expect(expected).toHaveLength(63);
    expect(outcome.summary).toBe('1 marketplace(s), 2 of 2 window(s) read, 63 return(s) stored (63 new)');
    expect(outcome.cursor).toEqual({ readThrough: { [US]: '2026-11-20T12:00:00.000Z' } });
    expect(outcome.dataThrough).toEqual(NOW);
    expect(await storedReasons()).toEqual(expectedReasons(US, daysBefore(NOW, 60), NOW));
    const withoutPlate = expected.filter((row) => row.licensePlateNumber === '').length;
    const { rows } = await database.pool.query(
      `select count(*) filter (where license_plate_number = '')::int as without_plate,
         count(*) filter (where customer_comments = 'Größe passt nicht')::int as german, min(source) as source
       from fba_customer_returns where seller_id = $1`,
      [sellerId],
    );
    expect(rows[0]).toEqual({
      without_plate: withoutPlate,
      german: expected.filter((row) => row.customerComments === 'Größe passt nicht').length,
      source: 'sp-api',
    });
    const first = expected[0]!;
    const stored = await database.pool.query(
      `select order_id, sku, asin, fnsku, product_name, quantity, fulfillment_center_id, detailed_disposition, reason,
         status, license_plate_number, returned_at from fba_customer_returns where seller_id = $1 order by returned_at limit 1`,
      [sellerId],
    );
    expect(stored.rows[0]).toEqual({
      order_id: first.orderId,
      sku: first.sku,
      asin: first.asin,
      fnsku: first.fnsku,
      product_name: first.productName,
      quantity: first.quantity,
      fulfillment_center_id: first.fulfillmentCenterId,
      detailed_disposition: first.detailedDisposition,
      reason: first.reason,
      status: first.status,
      license_plate_number: first.licensePlateNumber,
      returned_at: new Date(first.returnDate),
    });
  });

  it('is idempotent: returns read again are stored once, and a run within 6 hours asks nothing', async () => {
    const first = await run();
    // Without a cursor the marketplace is read again from its last stored return less 3 days.
    const last = new Date(fakeCustomerReturns(US, daysBefore(NOW, 60), NOW).at(-1)!.returnDate);
    const overlap = fakeCustomerReturns(US, daysBefore(last, 3), NOW).length;
    expect(overlap).toBe(4);
    const again = await run();
    expect(returnsReports().at(-1)!.dataStartTime).toBe(daysBefore(last, 3).toISOString());
    expect(again.summary).toBe('1 marketplace(s), 1 of 1 window(s) read, 4 return(s) stored (0 new)');
    expect((await storedReasons()).reduce((sum, row) => sum + row.returns, 0)).toBe(63);
    const soon = await run({ now: new Date(NOW.getTime() + 3600_000), cursor: first.cursor! });
    expect(soon.summary).toBe('1 marketplace(s), 0 of 0 window(s) read, 0 return(s) stored (0 new)');
    expect(returnsReports()).toHaveLength(3);
  });

  it('reads from the last return less 3 days on the next day, adding only the new returns', async () => {
    const first = await run();
    const lastStored = fakeCustomerReturns(US, daysBefore(NOW, 60), NOW).at(-1)!.returnDate;
    const tomorrow = new Date(NOW.getTime() + DAY);
    const next = await run({ now: tomorrow, cursor: first.cursor! });
    // The window starts 3 days before the end of the last window read (later than the last return).
    expect(Date.parse(lastStored)).toBeLessThanOrEqual(NOW.getTime());
    expect(returnsReports().at(-1)).toMatchObject({
      dataStartTime: '2026-11-17T12:00:00.000Z',
      dataEndTime: '2026-11-21T12:00:00.000Z',
    });
    const overlap = fakeCustomerReturns(US, daysBefore(NOW, 3), tomorrow).length;
    const added = fakeCustomerReturns(US, new Date(NOW.getTime() + 1), tomorrow).length;
    expect(next.summary).toBe(`1 marketplace(s), 1 of 1 window(s) read, ${overlap} return(s) stored (${added} new)`);
    expect(await storedReasons()).toEqual(expectedReasons(US, daysBefore(NOW, 60), tomorrow));
  });

  it('waits for a report Amazon is still making, keeping it in the cursor, then goes on with the next marketplace', async () => {
    running.fake.nextCreated.pollsLeft = 1;
    // Gzipped documents, as Amazon sends the larger ones.
    running.fake.nextCreated.isGzip = true;
    const first = await run({ marketplaceIds: [US, DE] });
    running.fake.nextCreated.pollsLeft = 0;
    expect(first.waitMs).toBe(30_000);
    expect(first.cursor).toMatchObject({
      pending: { marketplaceId: US, from: '2026-09-21T12:00:00.000Z', to: '2026-10-21T12:00:00.000Z', checks: 1 },
      readThrough: {},
    });
    expect(first.dataThrough).toBeUndefined();
    const second = await run({ marketplaceIds: [US, DE], cursor: first.cursor! });
    expect(second.waitMs).toBeUndefined();
    expect(second.summary).toMatch(/^2 marketplace\(s\), 4 of 4 window\(s\) read, \d+ return\(s\) stored/);
    expect(second.cursor).toEqual({ readThrough: { [US]: NOW.toISOString(), [DE]: NOW.toISOString() } });
    expect(await storedReasons()).toEqual([
      ...expectedReasons(DE, daysBefore(NOW, 60), NOW),
      ...expectedReasons(US, daysBefore(NOW, 60), NOW),
    ]);
  });

  it('refuses a malformed document with its line, stores nothing of it and asks for the window again', async () => {
    running.fake.reportContent.set(
      FAKE_RETURNS_REPORT_TYPE,
      () => 'return-date\torder-id\tsku\tquantity\treason\n2026-11-01T10:00:00+00:00\t111-1\tSKU-1\tmany\tDEFECTIVE\n',
    );
    try {
      const outcome = await run();
      expect(outcome.summary).toBe(
        '1 marketplace(s), 0 of 2 window(s) read, 0 return(s) stored (0 new); ' +
          `${US}: FBA customer returns report refused: line 2: quantity "many" is not a whole number of units (1 or more)`,
      );
      expect(outcome.cursor).toEqual({ readThrough: {} });
      expect(await storedReasons()).toEqual([]);
    } finally {
      installCustomerReturnsReport(running.fake);
    }
  });
});
