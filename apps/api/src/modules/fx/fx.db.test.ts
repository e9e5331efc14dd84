import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hasEcbSamples, readEcbSample } from './ecb-samples.ts';
import type { FxFeeds } from './fx-feeds.ts';
import { getFxRates, refreshFxRates, storeDemoRates } from './fx.service.ts';
import { parseEnv } from '../../platform/env.ts';
import { refreshFxRatesJob } from './jobs/refresh-fx-rates.job.ts';

// The secondary provider's answer for the currencies the ECB does not publish, quoted per USD.
const SECONDARY = {
  date: '2025-04-04',
  base: 'USD',
  rates: {
    EUR: 0.904405,
    AED: 3.6725,
    ALL: 91.5,
    ARS: 1073.5,
    BDT: 121.5,
    COP: 4207.1,
    HRK: 6.8142,
    JOD: 0.709,
    KHR: 4005,
    LAK: 21610,
    LKR: 296.2,
    MAD: 9.55,
    NGN: 1535.6,
    NPR: 136.9,
    PKR: 280.4,
    RUB: 84.5,
    TWD: 33.1,
    VND: 25795,
    EGP: 50.6,
    SAR: 3.75,
    USD: 1,
  },
};

/** The recorded feed documents served over HTTP, so the job runs offline through its real fetch. */
function startFeedServer(requests: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/daily.xml') return response.end(readEcbSample('eurofxref-daily.xml'));
    if (request.url === '/hist-90d.xml') return response.end(readEcbSample('eurofxref-hist-90d.xml'));
    if (request.url === '/secondary.json') {
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify(SECONDARY));
    }
    response.statusCode = 404;
    response.end('not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!hasEcbSamples)(`FX rates on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let server: Server;
  let feeds: FxFeeds;
  let cookie: string;
  const requests: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    server = await startFeedServer(requests);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    feeds = {
      ecbDailyUrl: `${origin}/daily.xml`,
      ecbHistoryUrl: `${origin}/hist-90d.xml`,
      secondary: { url: `${origin}/secondary.json`, name: 'testfx' },
    };
    cookie = (await createUser(testApp, 'fx@fx.test')).cookie;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('loads the history when no ECB rate is stored, then the daily document and the secondary provider', async () => {
    const result = await refreshFxRates(database.db, feeds);
    // 65 days × 29 convertible currencies (ISK is published but not converted); the daily day is already in the history.
    expect(result).toEqual({ historyLoaded: true, ecbRatesWritten: 65 * 29, secondaryRatesWritten: 19, uncovered: [] });
    expect(requests).toEqual(['/hist-90d.xml', '/daily.xml', '/secondary.json']);
  });

  it('writes nothing on a re-run and does not fetch the history again', async () => {
    requests.length = 0;
    const result = await refreshFxRates(database.db, feeds);
    expect(result).toEqual({ historyLoaded: false, ecbRatesWritten: 0, secondaryRatesWritten: 0, uncovered: [] });
    expect(requests).toEqual(['/daily.xml', '/secondary.json']);
  });

  it('runs as the registered job with the URLs of the environment', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      ECB_DAILY_URL: feeds.ecbDailyUrl,
      ECB_HISTORY_URL: feeds.ecbHistoryUrl,
      FX_SECONDARY_URL: feeds.secondary?.url ?? '',
      FX_SECONDARY_NAME: 'testfx',
    });
    requests.length = 0;
    const worker = { id: 'test', startedAt: new Date(), version: 'test' };
    await refreshFxRatesJob.handler(refreshFxRatesJob.schema.parse({}), {
      db: database.db,
      env,
      mailer: testApp.mailer,
      worker,
    });
    expect(requests).toEqual(['/daily.xml', '/secondary.json']);
  });

  it('fails loudly on a feed error and keeps what is stored', async () => {
    await expect(
      refreshFxRates(database.db, { ...feeds, ecbDailyUrl: `${feeds.ecbDailyUrl}.missing` }),
    ).rejects.toThrow('answered 404');
    const rates = await getFxRates(database.db, '2025-04-04', ['USD']);
    expect(rates.rates).toEqual([{ currency: 'USD', ratePerEur: '1.1057', rateDate: '2025-04-04', source: 'ecb' }]);
  });

  it('serves each rate with its date and source: latest on or before the day, rebased per EUR', async () => {
    const response = await testApp.call(
      'GET',
      '/api/v2/fx-rates?date=2025-04-06&currencies=USD&currencies=SAR&currencies=EUR&currencies=GBP',
      { cookie },
    );
    expect(response.json()).toEqual({
      date: '2025-04-06',
      rates: [
        { currency: 'USD', ratePerEur: '1.1057', rateDate: '2025-04-04', source: 'ecb' },
        // 3.75 / 0.904405 = 4.14637247...
        { currency: 'SAR', ratePerEur: '4.1463724769', rateDate: '2025-04-04', source: 'testfx' },
        { currency: 'EUR', ratePerEur: '1', rateDate: '2025-04-06', source: 'definition' },
        { currency: 'GBP', ratePerEur: '0.84985', rateDate: '2025-04-04', source: 'ecb' },
      ],
      missing: [],
    });
    const before = await testApp.call('GET', '/api/v2/fx-rates?date=2024-12-31&currencies=USD', { cookie });
    expect(before.json()).toEqual({ date: '2024-12-31', rates: [], missing: ['USD'] });
    const bad = await testApp.call('GET', '/api/v2/fx-rates?date=2025-04-31&currencies=XXX', { cookie });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.errors).toEqual([
      'Write the date as YYYY-MM-DD',
      'Unsupported currency: use one of the 47 reporting currencies, EGP or SAR',
    ]);
    expect((await testApp.call('GET', '/api/v2/fx-rates?date=2025-04-04&currencies=USD')).statusCode).toBe(401);
  });

  it('adds demo rates only where no rate is stored', async () => {
    const written = await storeDemoRates(database.db, '2025-04-04', '2025-04-06');
    // 2025-04-04 is taken for ECB and secondary currencies alike; the weekend is free for all 48.
    expect(written).toBe(2 * 48);
    const friday = await getFxRates(database.db, '2025-04-04', ['USD']);
    expect(friday.rates[0]).toMatchObject({ source: 'ecb', ratePerEur: '1.1057' });
    const sunday = await getFxRates(database.db, '2025-04-06', ['USD']);
    expect(sunday.rates[0]).toMatchObject({ source: 'demo', rateDate: '2025-04-06' });
    expect(await storeDemoRates(database.db, '2025-04-04', '2025-04-06')).toBe(0);
  });
});
