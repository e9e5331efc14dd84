import { randomBytes } from 'node:crypto';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveConnection } from './connections.queries.ts';

const SP_API_ENV = {
  AMAZON_SP_API_APPLICATION_ID: 'amzn1.sp.solution.0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b',
  AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.brandlens',
  AMAZON_LWA_CLIENT_SECRET: 'lwa-secret',
  CONNECTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};
const SP_API_FAMILY = ['autopilot_spapi_basic', 'autopilot_spapi_ops'];
const SEALED_TOKEN = 'sealed-refresh-token-that-must-never-leave';

describe(`service-provider options on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let configured: TestApp;
  let unconfigured: TestApp;
  let cookie: string;
  let otherCookie: string;
  let sellerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    configured = await createTestApp(database, { env: SP_API_ENV });
    unconfigured = await createTestApp(database);
    cookie = (await createUser(configured, 'options@seller.test', { sellerName: 'Options Seller' })).cookie;
    otherCookie = (await createUser(configured, 'rival@seller.test', { sellerName: 'Rival Seller' })).cookie;
    const { rows } = await database.pool.query<{ id: string }>(`select id from sellers where slug = 'options-seller'`);
    sellerId = rows[0]?.id ?? '';
  });
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
    await database.destroy();
  });

  const options = (testApp: TestApp, sessionCookie: string, seller = 'options-seller') =>
    testApp.call('GET', `/api/v2/sellers/${seller}/service-provider-options`, { cookie: sessionCookie });
  const connect = (accountId: string, provider = 'autopilot_spapi_basic', seller = sellerId) =>
    saveConnection(database.db, {
      sellerId: seller,
      provider,
      providerFamily: SP_API_FAMILY,
      region: 'eu',
      externalAccountId: accountId,
      refreshTokenEncrypted: SEALED_TOKEN,
    });

  it('lists the five providers, none connected, with what this server can connect', async () => {
    const response = await options(configured, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().providers).toEqual([
      {
        provider: 'autopilot_spapi_basic',
        name: 'Amazon Seller Central',
        availability: 'available',
        connection: { state: 'not-connected' },
      },
      {
        provider: 'autopilot_spapi_ops',
        name: 'Amazon Seller Central',
        availability: 'available',
        connection: { state: 'not-connected' },
      },
      {
        provider: 'autopilot_amazon_ads',
        name: 'Amazon Advertising',
        availability: 'available',
        connection: { state: 'not-connected' },
      },
      {
        provider: 'autopilot_shopify',
        name: 'Shopify (Beta)',
        availability: 'not-available-yet',
        connection: { state: 'not-connected' },
      },
      {
        provider: 'custom_shopify',
        name: 'Shopify (Beta)',
        availability: 'not-available-yet',
        connection: { state: 'not-connected' },
      },
    ]);
  });

  it('says Seller Central and Amazon Advertising are not configured on a server without the Login with Amazon credentials', async () => {
    const unconfiguredCookie = await unconfigured.logIn('options@seller.test', PASSWORD);
    const providers = (await options(unconfigured, unconfiguredCookie)).json().providers as Array<{
      provider: string;
      availability: string;
    }>;
    expect(Object.fromEntries(providers.map((entry) => [entry.provider, entry.availability]))).toEqual({
      autopilot_spapi_basic: 'not-configured',
      autopilot_spapi_ops: 'not-configured',
      autopilot_amazon_ads: 'not-configured',
      autopilot_shopify: 'not-available-yet',
      custom_shopify: 'not-available-yet',
    });
  });

  it("answers 404 for another organization's seller, like a seller that does not exist, and 401 without a session", async () => {
    expect((await options(configured, otherCookie)).statusCode).toBe(404);
    expect((await options(configured, cookie, 'no-such-seller')).statusCode).toBe(404);
    expect((await configured.call('GET', '/api/v2/sellers/options-seller/service-provider-options')).statusCode).toBe(
      401,
    );
  });

  it('shows a connection with its region, account and authorisation date, and never its token', async () => {
    const before = Date.now();
    expect(await connect('A1OPTIONS')).toBe('active');
    const response = await options(configured, cookie);
    expect(response.body).not.toContain(SEALED_TOKEN);
    const basic = response.json().providers[0];
    expect(basic.connection).toEqual({
      state: 'connected',
      region: 'eu',
      accountId: 'A1OPTIONS',
      authorizedAt: expect.any(String),
      lastSyncedAt: null,
    });
    expect(Date.parse(basic.connection.authorizedAt)).toBeGreaterThanOrEqual(before - 60_000);
    expect(response.json().providers[1].connection).toEqual({ state: 'not-connected' });
  });

  it('shows the last sync, a sync error and a refused authorisation, most pressing first', async () => {
    const update = (set: string) =>
      database.pool.query(`update seller_connections set ${set} where seller_id = $1`, [sellerId]);
    const connectionOf = async () => (await options(configured, cookie)).json().providers[0].connection;

    await update(`last_synced_at = '2026-11-20T08:30:00Z'`);
    expect(await connectionOf()).toMatchObject({ state: 'connected', lastSyncedAt: '2026-11-20T08:30:00.000Z' });
    await update(`last_error = 'The settlement report of 2026-11-18 could not be downloaded.'`);
    expect(await connectionOf()).toMatchObject({
      state: 'error',
      message: 'The settlement report of 2026-11-18 could not be downloaded.',
      lastSyncedAt: '2026-11-20T08:30:00.000Z',
    });
    await update(`reauthorization_required_at = now()`);
    expect(await connectionOf()).toMatchObject({
      state: 'reauthorization-required',
      message: expect.stringMatching(/Reconnect it/),
    });
  });

  it('clears the error and the refused authorisation when the seller authorises again; a new account drops the last sync', async () => {
    await connect('A1OPTIONS');
    const sameAccount = (await options(configured, cookie)).json().providers[0].connection;
    expect(sameAccount).toMatchObject({ state: 'connected', lastSyncedAt: '2026-11-20T08:30:00.000Z' });
    await connect('A1OTHERACCOUNT');
    expect((await options(configured, cookie)).json().providers[0].connection).toMatchObject({
      state: 'connected',
      accountId: 'A1OTHERACCOUNT',
      lastSyncedAt: null,
    });
  });

  it('shows an account kept inactive because another seller holds it as an error with the SPEC message', async () => {
    const { rows } = await database.pool.query<{ id: string }>(`select id from sellers where slug = 'rival-seller'`);
    expect(await connect('A1OTHERACCOUNT', 'autopilot_spapi_ops', rows[0]?.id)).toBe('inactive');
    const rival = (await options(configured, otherCookie, 'rival-seller')).json().providers[1].connection;
    expect(rival).toMatchObject({
      state: 'error',
      accountId: 'A1OTHERACCOUNT',
      message:
        'The authenticated account is already active for another seller and thus will stay deactivated. Please contact support.',
    });
  });
});
