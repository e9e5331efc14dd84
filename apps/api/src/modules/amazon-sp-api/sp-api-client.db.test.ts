import { text } from 'node:stream/consumers';
import { createDatabase, createPool, createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAmazon, type FakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import {
  SpApiAuthorisationLostError,
  SpApiRateLimitedError,
  SpApiReportFailedError,
  SpApiRequestError,
} from './sp-api.errors.ts';
import { createSpApiClient, type SpApiConnection } from './sp-api-client.ts';
import { findBucket, reserveRateSlot } from './sp-api-rate-buckets.queries.ts';
import { checkReport, createReport, getReportDocument, listReports, openReportDocument } from './sp-api-reports.ts';

// The SP-API client against a local fake of Login with Amazon and the Reports API.
const SETTLEMENT = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
const LWA = { clientId: 'amzn1.application-oa2-client.test', clientSecret: 'lwa-secret' };
const FAST_RETRY = { maxAttempts: 4, baseDelayMs: 5, maxDelayMs: 40 };

describe(`SP-API client on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let fake: FakeAmazon;
  let connectionCount = 0;
  let sleeps: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    fake = running.fake;
  });
  afterAll(async () => {
    await running.close();
    await database.destroy();
  });
  beforeEach(() => {
    sleeps = [];
  });

  /** A client for a new connection (its own token cache key and rate buckets). */
  function clientFor(options: { refreshToken?: string; now?: () => number; maxSlotWaitMs?: number } = {}) {
    connectionCount += 1;
    const refreshToken = options.refreshToken ?? `Atzr|refresh-${connectionCount}`;
    if (!options.refreshToken) fake.refreshTokens.add(refreshToken);
    const tokens = new LwaAccessTokens({ ...LWA, tokenUrl: running.tokenUrl }, options.now);
    const connection: SpApiConnection = {
      id: `connection-${connectionCount}`,
      accountId: `A${connectionCount}SELLER`,
      region: 'na',
      refreshToken,
    };
    const client = createSpApiClient({
      db: database.db,
      config: { endpoint: running.endpoint },
      tokens,
      connection,
      retry: FAST_RETRY,
      maxSlotWaitMs: options.maxSlotWaitMs,
      sleep: async (ms) => {
        sleeps.push(ms);
        await new Promise((resolve) => setTimeout(resolve, ms));
      },
    });
    return { client, connection, refreshToken };
  }

  const settlement = (createdTime: string, content = `settlement-id\t${createdTime}\n`) =>
    fake.addReport({ reportType: SETTLEMENT, createdTime, content });
  const collect = async <T>(items: AsyncIterable<T>) => {
    const all: T[] = [];
    for await (const item of items) all.push(item);
    return all;
  };

  it('refreshes an access token once, sends it as x-amz-access-token, and refreshes again shortly before expiry', async () => {
    let clock = Date.parse('2026-11-20T10:00:00Z');
    const { client, refreshToken } = clientFor({ now: () => clock });
    const before = fake.tokenRequests.length;
    const callsBefore = fake.calls.length;
    await collect(listReports(client, { reportTypes: [SETTLEMENT] }));
    await collect(listReports(client, { reportTypes: [SETTLEMENT] }));
    const requests = fake.tokenRequests.slice(before);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: LWA.clientId,
      client_secret: LWA.clientSecret,
    });
    const calls = fake.calls.slice(callsBefore);
    expect(calls.map((call) => call.status)).toEqual([200, 200]);
    expect(new Set(calls.map((call) => call.accessToken)).size).toBe(1);
    expect(calls[0]!.accessToken).toMatch(/^Atza\|/);

    clock += 54 * 60_000; // 6 minutes before the hour's expiry: still cached
    await collect(listReports(client, { reportTypes: [SETTLEMENT] }));
    expect(fake.tokenRequests.length - before).toBe(1);
    clock += 2 * 60_000; // inside the 5-minute margin: refreshed
    await collect(listReports(client, { reportTypes: [SETTLEMENT] }));
    expect(fake.tokenRequests.length - before).toBe(2);
    const lastTwo = fake.calls.slice(-2);
    expect(lastTwo[0]!.accessToken).not.toBe(lastTwo[1]!.accessToken);
  });

  it('gets a new access token once when Amazon refuses the cached one (403)', async () => {
    const { client } = clientFor();
    await collect(listReports(client, { reportTypes: [SETTLEMENT] }));
    fake.revokeAccessTokens();
    const before = fake.tokenRequests.length;
    await expect(collect(listReports(client, { reportTypes: [SETTLEMENT] }))).resolves.toEqual(expect.any(Array));
    expect(fake.tokenRequests.length - before).toBe(1);
    expect(fake.calls.slice(-2).map((call) => call.status)).toEqual([403, 200]);
  });

  it('walks every page of getReports with nextToken alone, newest first, within createdSince', async () => {
    fake.reports.length = 0;
    fake.pageSize = 2;
    for (const day of ['01', '05', '09', '13', '17']) settlement(`2026-11-${day}T08:00:00Z`);
    settlement('2026-07-01T08:00:00Z'); // before createdSince
    fake.addReport({
      reportType: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      createdTime: '2026-11-02T00:00:00Z',
      content: '',
    });
    const { client } = clientFor();
    const before = fake.calls.length;
    const reports = await collect(
      listReports(client, { reportTypes: [SETTLEMENT], createdSince: new Date('2026-08-27T00:00:00Z') }),
    );
    fake.pageSize = 100;
    expect(reports.map((report) => report.createdTime.slice(0, 10))).toEqual([
      '2026-11-17',
      '2026-11-13',
      '2026-11-09',
      '2026-11-05',
      '2026-11-01',
    ]);
    const pages = fake.calls.slice(before);
    expect(pages).toHaveLength(3);
    expect(pages[0]!.query.get('reportTypes')).toBe(SETTLEMENT);
    expect(pages[0]!.query.get('createdSince')).toBe('2026-08-27T00:00:00.000Z');
    expect([...pages[1]!.query.keys()]).toEqual(['nextToken']);
    expect([...pages[2]!.query.keys()]).toEqual(['nextToken']);
  });

  it('backs off after a 429, follows x-amzn-RateLimit-Limit, then succeeds', async () => {
    const { client, connection } = clientFor();
    fake.failNext('getReports', 429, { rateLimitHeader: '20' });
    const before = fake.calls.length;
    await collect(listReports(client, { reportTypes: [SETTLEMENT] }));
    expect(fake.calls.slice(before).map((call) => call.status)).toEqual([429, 200]);
    expect(await findBucket(database.db, `na:${connection.accountId}:getReports`)).toEqual({ rate: 20, burst: 10 });
    // A jittered backoff, then the drained bucket's next slot: one interval at 20 per second.
    expect(sleeps).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(2);
    expect(sleeps[0]).toBeLessThanOrEqual(5);
    expect(sleeps[1]).toBeGreaterThanOrEqual(30);
    expect(sleeps[1]).toBeLessThanOrEqual(50);
  });

  it('retries 5xx a bounded number of times, then fails with the operation and status', async () => {
    const { client } = clientFor();
    fake.failNext('getReport', 503, { times: 3 });
    const reportId = settlement('2026-11-20T08:00:00Z').reportId;
    await expect(checkReport(client, reportId, 0)).resolves.toMatchObject({ state: 'done' });
    fake.failNext('getReport', 500, { times: 4 });
    const failure = checkReport(client, reportId, 0);
    await expect(failure).rejects.toBeInstanceOf(SpApiRequestError);
    await expect(failure).rejects.toMatchObject({ operation: 'getReport', status: 500, isRetryable: true });
    expect(
      fake
        .callsOf('getReport')
        .slice(-4)
        .map((call) => call.status),
    ).toEqual([500, 500, 500, 500]);
  });

  it('creates a report, finds it IN_PROGRESS with growing delays, then DONE, and streams its document', async () => {
    const { client } = clientFor();
    fake.nextCreated = { pollsLeft: 2, finalStatus: 'DONE', content: 'sku\tqty\nA-1\t3\n', isGzip: false };
    const reportId = await createReport(client, {
      reportType: 'GET_FBA_MYI_ALL_INVENTORY_DATA',
      marketplaceIds: ['ATVPDKIKX0DER'],
    });
    const first = await checkReport(client, reportId, 0);
    const second = await checkReport(client, reportId, 1);
    expect([first.state, second.state]).toEqual(['pending', 'pending']);
    expect(
      first.state === 'pending' && second.state === 'pending' && [first.nextCheckInMs, second.nextCheckInMs],
    ).toEqual([30_000, 60_000]);
    const done = await checkReport(client, reportId, 2);
    if (done.state !== 'done') throw new Error('expected DONE');
    const document = await getReportDocument(client, done.reportDocumentId);
    expect(document.compressionAlgorithm).toBeUndefined();
    expect(await text(await openReportDocument(document))).toBe('sku\tqty\nA-1\t3\n');
  });

  it('gunzips a GZIP document', async () => {
    const { client } = clientFor();
    const content = 'settlement-id\tsettlement-start-date\n'.repeat(2000);
    const report = fake.addReport({
      reportType: SETTLEMENT,
      createdTime: '2026-11-21T00:00:00Z',
      content,
      isGzip: true,
    });
    const done = await checkReport(client, report.reportId, 0);
    if (done.state !== 'done') throw new Error('expected DONE');
    const document = await getReportDocument(client, done.reportDocumentId);
    expect(document.compressionAlgorithm).toBe('GZIP');
    expect(await text(await openReportDocument(document))).toBe(content);
  });

  it('throws a typed failure for a CANCELLED report', async () => {
    const { client } = clientFor();
    fake.nextCreated = { pollsLeft: 1, finalStatus: 'CANCELLED', content: '', isGzip: false };
    const reportId = await createReport(client, { reportType: SETTLEMENT, marketplaceIds: ['ATVPDKIKX0DER'] });
    expect((await checkReport(client, reportId, 0)).state).toBe('pending');
    const failure = checkReport(client, reportId, 1);
    await expect(failure).rejects.toBeInstanceOf(SpApiReportFailedError);
    await expect(failure).rejects.toMatchObject({ reportId, processingStatus: 'CANCELLED' });
  });

  it('answers an expired refresh token with authorisation lost, calling no SP-API operation', async () => {
    const { client } = clientFor({ refreshToken: 'Atzr|revoked' });
    const before = fake.calls.length;
    const failure = collect(listReports(client, { reportTypes: [SETTLEMENT] }));
    await expect(failure).rejects.toBeInstanceOf(SpApiAuthorisationLostError);
    await expect(failure).rejects.toMatchObject({ code: 'authorisation-lost' });
    await expect(failure).rejects.not.toThrow(/Atzr/);
    expect(fake.calls.length).toBe(before);
  });

  it('shares a bucket between processes: burst slots at once, then one per interval, and a far slot is not taken', async () => {
    const other = createPool({
      connectionString: database.connectionString,
      max: 4,
      isEmbedded: database.backend === 'pglite',
    });
    const dbs = [database.db, createDatabase(other)];
    const plan = { rate: 2, burst: 5 };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) => reserveRateSlot(dbs[index % 2]!, 'na:SHARED:getReport', plan, 10_000)),
    );
    await other.end();
    const waits = outcomes.map((outcome) => outcome.waitMs).sort((a, b) => a - b);
    expect(outcomes.every((outcome) => outcome.isReserved)).toBe(true);
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    // Slots 6, 7 and 8 come 0.5, 1 and 1.5 s later (less the milliseconds the statements took).
    expect(waits[5]).toBeGreaterThan(300);
    expect(waits[5]).toBeLessThanOrEqual(500);
    expect(waits[7]).toBeGreaterThan(1300);
    expect(waits[7]).toBeLessThanOrEqual(1500);
    const refused = await reserveRateSlot(database.db, 'na:SHARED:getReport', plan, 1000);
    expect(refused.isReserved).toBe(false);
    expect(refused.waitMs).toBeGreaterThan(1500);
  });

  it('gives the turn back with SpApiRateLimitedError when the next slot is beyond the accepted wait', async () => {
    const { client } = clientFor({ maxSlotWaitMs: 1000 });
    fake.failNext('getReports', 429, { rateLimitHeader: '0.0222' });
    const failure = collect(listReports(client, { reportTypes: [SETTLEMENT] }));
    await expect(failure).rejects.toBeInstanceOf(SpApiRateLimitedError);
    await expect(failure).rejects.toMatchObject({ operation: 'getReports' });
    expect((await failure.catch((error: SpApiRateLimitedError) => error.retryAfterMs)) as number).toBeGreaterThan(
      40_000,
    );
  });
});
