// A database outage as users meet it: the database is cut for 4 s (a TCP proxy
// in front of it refuses connections and drops the open ones) while requests
// keep coming. Every answer during the outage must be a 503 with a retry hint,
// never a 500, and the API must answer 200 again as soon as the database is back.
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const OUTAGE_MS = 4_000;
const POLL_EVERY_MS = 50;

interface Answer {
  at: number;
  status: number;
  retryAfter: string | undefined;
  message: string | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a ${OUTAGE_MS / 1000} s database outage on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    ({ cookie } = await createUser(testApp, 'outage@example.com', { sellerName: 'Outage Goods' }));
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  async function ask(url: string, withSession: boolean, startedAt: number): Promise<Answer> {
    const response = await testApp.call('GET', url, withSession ? { cookie } : {});
    const body = response.headers['content-type']?.includes('json') ? response.json() : undefined;
    return {
      at: performance.now() - startedAt,
      status: response.statusCode,
      retryAfter: response.headers['retry-after'] as string | undefined,
      message: body?.message,
    };
  }

  it('answers 503 with Retry-After while the database is away and 200 as soon as it is back', async () => {
    const sellerRead = '/api/v2/sellers/outage-goods';
    expect((await testApp.call('GET', sellerRead, { cookie })).statusCode).toBe(200);

    const startedAt = performance.now();
    const answers: Answer[] = [];
    let cutAt = 0;
    let restoredAt = 0;
    const poller = (async () => {
      while (restoredAt === 0 || performance.now() - startedAt < restoredAt + 3_000) {
        answers.push(await ask(sellerRead, true, startedAt));
        await sleep(POLL_EVERY_MS);
      }
    })();
    await sleep(500);
    cutAt = performance.now() - startedAt;
    await testApp.proxy.stop();
    await sleep(OUTAGE_MS);
    await testApp.proxy.start();
    restoredAt = performance.now() - startedAt;
    await poller;

    const during = answers.filter((answer) => answer.at > cutAt && answer.at <= restoredAt);
    const other5xx = answers.filter((answer) => answer.status >= 500 && answer.status !== 503);
    const other5xxSeconds = other5xx.length === 0 ? 0 : (other5xx.at(-1)!.at - other5xx[0]!.at + POLL_EVERY_MS) / 1000;
    const unavailable = answers.filter((answer) => answer.status === 503);
    const unavailableSeconds =
      unavailable.length === 0 ? 0 : (unavailable.at(-1)!.at - unavailable[0]!.at + POLL_EVERY_MS) / 1000;
    const firstOk = answers.find((answer) => answer.at > restoredAt && answer.status === 200);
    console.log(
      `database outage of ${OUTAGE_MS / 1000} s on ${testBackendName()}: ${answers.length} requests; ` +
        `5xx other than 503 for ${other5xxSeconds.toFixed(2)} s (${other5xx.length} answers: ${[...new Set(other5xx.map((answer) => answer.status))].join(', ') || 'none'}); ` +
        `503 for ${unavailableSeconds.toFixed(2)} s (${unavailable.length} answers); ` +
        `first 200 ${firstOk ? `${((firstOk.at - restoredAt) / 1000).toFixed(2)} s` : 'never'} after the database returned`,
    );

    expect(during.length).toBeGreaterThan(10);
    expect(other5xx).toEqual([]);
    // Requests answered while the database was away are 503 with a retry hint and a plain message.
    expect(during.filter((answer) => answer.status !== 200).length).toBeGreaterThan(0);
    for (const answer of during.filter((entry) => entry.status !== 200)) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.message).toBe('The service is briefly unavailable. Try again in a few seconds.');
    }
    expect(firstOk).toBeDefined();
    expect(firstOk!.at - restoredAt).toBeLessThan(2_000);
    // Once recovered it stays recovered: the pool dropped the clients the outage broke.
    const afterFirstOk = answers.filter((answer) => answer.at > firstOk!.at);
    expect(afterFirstOk.length).toBeGreaterThan(5);
    expect(afterFirstOk.every((answer) => answer.status === 200)).toBe(true);
  }, 30_000);

  it('tells anonymous health callers only that the database is down, never the driver error', async () => {
    await testApp.proxy.stop();
    try {
      const response = await testApp.call('GET', '/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json().database).toEqual({ status: 'down' });
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect|terminated|timeout/i);
      // A signed-in browser (the footer's health badge) gets the same health body, not an error body.
      const signedIn = await testApp.call('GET', '/api/health', { cookie });
      expect(signedIn.statusCode).toBe(503);
      expect(signedIn.json().database).toEqual({ status: 'down' });
    } finally {
      await testApp.proxy.start();
    }
    expect((await testApp.call('GET', '/api/health')).statusCode).toBe(200);
  });
});
