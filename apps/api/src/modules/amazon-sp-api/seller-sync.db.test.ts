import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../../platform/crypto/secret-box.ts';
import type { JobContext, JobSender } from '../../platform/jobs/define-job.ts';
import { parseEnv } from '../../platform/env.ts';
import { createUser } from '../../test/accounts.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import { installEveryFakeOperation } from '../../test/fake-amazon-all.ts';
import { settlementFileText, itemRow } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveConnection } from '../connections/connections.queries.ts';
import { syncSellerJob } from './jobs/sync-seller.job.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import { runSellerSync } from './seller-sync.service.ts';
import { SETTLEMENT_REPORT_TYPE } from './settlement-sync.service.ts';
import { requestSellerSync } from './sync-requests.ts';
import { ALL_SYNC_STEPS } from './sync-steps.ts';

// The sync runner, the job, and the routes the Connections tab and the freshness line read.
const KEY = randomBytes(32);
const REFRESH_TOKEN = 'Atzr|runner-seller';
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

describe(`Seller Central sync runner on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let testApp: TestApp;
  let workDir: string;
  let cookie: string;
  let rivalCookie: string;
  let sellerId: string;
  const testAppEnv = () =>
    parseEnv({
      APP_URL: 'http://brandlens.test',
      AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.run',
      AMAZON_LWA_CLIENT_SECRET: 's',
      AMAZON_LWA_TOKEN_URL: running.tokenUrl,
      AMAZON_SP_API_ENDPOINT: running.endpoint,
      CONNECTIONS_ENCRYPTION_KEY: KEY.toString('base64'),
      DATA_DIR: join(workDir, 'data'),
      LOG_LEVEL: 'silent',
    });
  const tokens = () =>
    new LwaAccessTokens({
      clientId: 'amzn1.application-oa2-client.run',
      clientSecret: 's',
      tokenUrl: running.tokenUrl,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-runner-'));
    testApp = await createTestApp(database, {
      env: {
        AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.run',
        AMAZON_LWA_CLIENT_SECRET: 's',
        AMAZON_LWA_TOKEN_URL: running.tokenUrl,
        AMAZON_SP_API_ENDPOINT: running.endpoint,
        AMAZON_SP_API_APPLICATION_ID: 'amzn1.sp.solution.0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b',
        CONNECTIONS_ENCRYPTION_KEY: KEY.toString('base64'),
        DATA_DIR: join(workDir, 'data'),
      },
    });
    cookie = (await createUser(testApp, 'runner@seller.test', { sellerName: 'Runner Seller', firstName: 'Rita' }))
      .cookie;
    rivalCookie = (await createUser(testApp, 'rival@seller.test', { sellerName: 'Rival Seller' })).cookie;
    const { rows } = await database.pool.query<{ id: string }>(`select id from sellers where slug = 'runner-seller'`);
    sellerId = rows[0]!.id;
    running.fake.refreshTokens.add(REFRESH_TOKEN);
    installEveryFakeOperation(running.fake);
    running.fake.participatingMarketplaceIds = ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2', 'A1UNKNOWNMKT'];
    const item = { sku: 'RUN-1', orderId: '111-7000001-1', posted: [2026, 11, 10] as [number, number, number] };
    running.fake.addReport({
      reportType: SETTLEMENT_REPORT_TYPE,
      createdTime: daysAgo(10),
      content: settlementFileText([
        { settlementId: '77001', currency: 'USD', rows: [itemRow('Order / ItemPrice / Principal', 3000, item)] },
      ]),
    });
  });
  afterAll(async () => {
    await testApp.close();
    await running.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  const connect = () =>
    saveConnection(database.db, {
      sellerId,
      provider: 'autopilot_spapi_basic',
      providerFamily: ['autopilot_spapi_basic', 'autopilot_spapi_ops'],
      region: 'na',
      externalAccountId: 'A3RUNNER',
      refreshTokenEncrypted: sealSecret(REFRESH_TOKEN, KEY),
    });
  const status = async (who = cookie) =>
    testApp.call('GET', '/api/v2/sellers/runner-seller/amazon-sync', { cookie: who });

  it('says there is nothing to sync before a connection, and Sync now answers 409', async () => {
    const response = await status();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      connected: false,
      backfill: { state: 'not-started', percent: 0 },
      currentStep: null,
      nextRunAt: null,
    });
    const now = await testApp.call('POST', '/api/v2/sellers/runner-seller/amazon-sync', { cookie });
    expect(now.statusCode).toBe(409);
    expect(now.json().code).toBe('NOT_CONNECTED');
    const freshness = await testApp.call('GET', '/api/v2/sellers/runner-seller/data-freshness', { cookie });
    expect(freshness.json()).toEqual({ settledThrough: null, estimatedThrough: null, lastImportAt: null });
  });

  it('runs the backfill: marketplaces of the account kept, each step recorded, the backfill complete', async () => {
    await connect();
    const lines: string[] = [];
    const result = await runSellerSync(
      { db: database.db, env: testAppEnv(), tokens: tokens(), onProgress: (line) => lines.push(line) },
      sellerId,
    );
    expect(result.authorisationLost).toBe(false);
    expect(result.steps.map((step) => [step.step, step.state])).toEqual(ALL_SYNC_STEPS.map((step) => [step, 'done']));
    expect(lines.some((line) => line.startsWith('settlements: '))).toBe(true);
    const { rows } = await database.pool.query(
      `select marketplace_ids, backfill_started_at, backfill_completed_at, last_synced_at, last_error
       from seller_connections where seller_id = $1`,
      [sellerId],
    );
    // The marketplace this product does not know is left out.
    expect(rows[0].marketplace_ids).toEqual(['A2EUQ1WTGCTBG2', 'ATVPDKIKX0DER']);
    expect(rows[0].backfill_started_at).toBeInstanceOf(Date);
    expect(rows[0].backfill_completed_at).toBeInstanceOf(Date);
    expect(rows[0].last_error).toBeNull();

    const body = (await status()).json();
    expect(body).toMatchObject({ connected: true, backfill: { state: 'complete', percent: 100 }, currentStep: null });
    expect(Date.parse(body.nextRunAt)).toBeGreaterThan(Date.now());
    const settlements = body.steps.find((step: { step: string }) => step.step === 'settlements');
    expect(settlements).toMatchObject({ status: 'idle', lastError: null });
    expect(settlements.lastSuccessAt).not.toBeNull();
    const freshness = (await testApp.call('GET', '/api/v2/sellers/runner-seller/data-freshness', { cookie })).json();
    expect(freshness.settledThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(freshness.lastImportAt).not.toBeNull();
  });

  it('runs no step twice at once: a step another run holds is left to it', async () => {
    await database.pool.query(
      `update sp_api_sync_steps set status = 'running', updated_at = now() where seller_id = $1 and step = 'settlements'`,
      [sellerId],
    );
    const result = await runSellerSync({ db: database.db, env: testAppEnv(), tokens: tokens() }, sellerId, [
      'settlements',
    ]);
    expect(result.steps).toEqual([
      { step: 'settlements', state: 'busy', summary: 'another sync is running this step' },
    ]);
    expect((await status()).json().currentStep).toBe('settlements');
    // A run that stopped moving 15 minutes ago is dead: the step is taken over.
    await database.pool.query(
      `update sp_api_sync_steps set updated_at = now() - interval '16 minutes' where seller_id = $1`,
      [sellerId],
    );
    const again = await runSellerSync({ db: database.db, env: testAppEnv(), tokens: tokens() }, sellerId, [
      'settlements',
    ]);
    expect(again.steps[0]?.state).toBe('done');
  });

  it('queues one sync per click a minute, and hides other organisations’ sellers', async () => {
    const first = await testApp.call('POST', '/api/v2/sellers/runner-seller/amazon-sync', { cookie });
    expect(first.statusCode).toBe(202);
    const second = await testApp.call('POST', '/api/v2/sellers/runner-seller/amazon-sync', { cookie });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(testApp.sentJobs.filter((job) => job.name === 'amazon-sp-api.sync-seller')).toHaveLength(1);
    for (const path of ['amazon-sync', 'data-freshness'])
      expect(
        (await testApp.call('GET', `/api/v2/sellers/runner-seller/${path}`, { cookie: rivalCookie })).statusCode,
      ).toBe(404);
    expect(
      (await testApp.call('POST', '/api/v2/sellers/runner-seller/amazon-sync', { cookie: rivalCookie })).statusCode,
    ).toBe(404);
  });

  it('marks a refused authorisation, mails the seller’s users once with the way back, and stops syncing', async () => {
    running.fake.refreshTokens.delete(REFRESH_TOKEN);
    const sent: string[] = [];
    const mailer = {
      deliver: async (mail: { to: string; text: string }) => (sent.push(mail.text), { status: 'sent' as const }),
      close: () => undefined,
    };
    const options = { db: database.db, env: testAppEnv(), tokens: tokens(), mailer: mailer as never };
    expect((await runSellerSync(options, sellerId)).authorisationLost).toBe(true);
    expect((await runSellerSync(options, sellerId)).authorisationLost).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Runner Seller');
    expect(sent[0]).toContain('http://brandlens.test/dashboard/sellers/runner-seller/settings');
    expect(sent[0]).not.toContain('Atzr');
    const body = (await status()).json();
    expect(body.connected).toBe(false);
    expect(body.nextRunAt).toBeNull();
    // The job ends quietly: retrying cannot help until the seller authorises again.
    const context = {
      db: database.db,
      env: testAppEnv(),
      mailer,
      worker: { id: 'w', startedAt: new Date(), version: '0' },
    };
    await expect(
      syncSellerJob.handler({ sellerId, steps: ['settlements'], reason: 'schedule' }, context as unknown as JobContext),
    ).resolves.toBeUndefined();
  });

  it('queues a waiting step again after its delay, with one key per seller and step set', async () => {
    const sent: Array<{ data: unknown; extras: unknown }> = [];
    const jobs: JobSender = { send: async (_job, data, extras) => void sent.push({ data, extras }) };
    await requestSellerSync({ db: database.db, jobs }, sellerId, ['settlements'], 'waiting', 90);
    expect(sent).toEqual([
      {
        data: { sellerId, steps: ['settlements'], reason: 'waiting' },
        extras: { singletonKey: `${sellerId}:settlements`, startAfterSeconds: 90 },
      },
    ]);
  });
});
