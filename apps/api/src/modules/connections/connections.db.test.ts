import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecret } from '../../platform/crypto/secret-box.ts';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Login with Amazon's token endpoint, faked at the HTTP boundary with its documented answers:
// 200 {access_token, refresh_token, token_type, expires_in} for a good code, 400 invalid_grant otherwise.
const LWA = { clientId: 'amzn1.application-oa2-client.brandlens', clientSecret: 'lwa-secret' };
const APPLICATION_ID = 'amzn1.sp.solution.0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';
const KEY = randomBytes(32);
const GOOD_CODES: Record<string, string> = { ANgood1: 'Atzr|refresh-one', ANgood2: 'Atzr|refresh-two' };

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function startLwa(seen: URLSearchParams[]): Promise<Server> {
  const server = createServer((request, response) => {
    void readForm(request).then((form) => {
      seen.push(form);
      const refreshToken = GOOD_CODES[form.get('code') ?? ''];
      const isClient = form.get('client_id') === LWA.clientId && form.get('client_secret') === LWA.clientSecret;
      response.setHeader('content-type', 'application/json');
      if (request.url !== '/auth/o2/token' || !isClient || !refreshToken) {
        response.statusCode = 400;
        return response.end(
          JSON.stringify({
            error_description: 'The authorization code is invalid or expired.',
            error: 'invalid_grant',
          }),
        );
      }
      response.end(
        JSON.stringify({
          access_token: 'Atza|access',
          refresh_token: refreshToken,
          token_type: 'bearer',
          expires_in: 3600,
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe(`service-provider authorisation on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let unconfigured: TestApp;
  let server: Server;
  const seen: URLSearchParams[] = [];
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startLwa(seen);
    testApp = await createTestApp(database, {
      env: {
        AMAZON_SP_API_APPLICATION_ID: APPLICATION_ID,
        AMAZON_LWA_CLIENT_ID: LWA.clientId,
        AMAZON_LWA_CLIENT_SECRET: LWA.clientSecret,
        AMAZON_LWA_TOKEN_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/o2/token`,
        CONNECTIONS_ENCRYPTION_KEY: KEY.toString('base64'),
      },
    });
    unconfigured = await createTestApp(database);
    cookie = (await createUser(testApp, 'amz@seller.test', { sellerName: 'Amz Seller' })).cookie;
    otherCookie = (await createUser(testApp, 'other@seller.test', { sellerName: 'Other Seller' })).cookie;
  });
  afterAll(async () => {
    await testApp.close();
    await unconfigured.close();
    await new Promise((resolve) => server.close(resolve));
    await database.destroy();
  });

  const authorize = async (
    sessionCookie: string,
    seller: string,
    body: object = { provider: 'autopilot_spapi_basic', region: 'eu' },
  ) => testApp.call('POST', `/api/v2/sellers/${seller}/service-authorization-url`, { cookie: sessionCookie, body });
  const stateOf = async (sessionCookie: string, seller: string) =>
    new URL((await authorize(sessionCookie, seller)).json().url).searchParams.get('state') ?? '';
  const callback = (sessionCookie: string | undefined, query: Record<string, string>) =>
    testApp.call('GET', `/api/oauth?${new URLSearchParams(query).toString()}`, { cookie: sessionCookie });

  it('refuses unknown providers and regions with the SPEC messages, and sellers of other organizations', async () => {
    const provider = await authorize(cookie, 'amz-seller', { provider: 'ebay', region: 'eu' });
    expect(provider.statusCode).toBe(422);
    expect(provider.json().details.errors).toEqual(['Unsupported Provider']);
    const region = await authorize(cookie, 'amz-seller', { provider: 'autopilot_spapi_basic', region: 'mars' });
    expect(region.json().details.errors).toEqual(['Unsupported region']);
    expect((await authorize(cookie, 'other-seller')).statusCode).toBe(404);
  });

  it('says plainly what is not available: other providers, or Amazon without configuration', async () => {
    const shopify = await authorize(cookie, 'amz-seller', { provider: 'autopilot_shopify', region: 'na' });
    expect(shopify.statusCode).toBe(503);
    expect(shopify.json().message).toBe('Connecting Shopify (Beta) accounts is not available yet.');
    const unconfiguredCookie = await unconfigured.logIn('amz@seller.test', PASSWORD);
    const response = await unconfigured.call('POST', '/api/v2/sellers/amz-seller/service-authorization-url', {
      cookie: unconfiguredCookie,
      body: { provider: 'autopilot_spapi_basic', region: 'eu' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Amazon Seller Central connections are not configured on this server.');
  });

  it("answers the region's Seller Central consent page with a state bound to the session and seller, stored hashed", async () => {
    const response = await authorize(cookie, 'amz-seller');
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://sellercentral-europe.amazon.com/apps/authorize/consent');
    expect(url.searchParams.get('application_id')).toBe(APPLICATION_ID);
    expect(url.searchParams.get('redirect_uri')).toBe('http://brandlens.test/oauth');
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await database.pool.query<{ state_hash: string; provider: string; region: string; slug: string }>(
      `select o.state_hash, o.provider, o.region, s.slug from oauth_states o join sellers s on s.id = o.seller_id`,
    );
    expect(rows).toEqual([
      {
        state_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        provider: 'autopilot_spapi_basic',
        region: 'eu',
        slug: 'amz-seller',
      },
    ]);
    expect(rows[0]?.state_hash).not.toBe(state);
  });

  it('answers invalid-callback-params for missing params, a provider error, an unknown state or another session', async () => {
    const state = await stateOf(cookie, 'amz-seller');
    const good = { state, spapi_oauth_code: 'ANgood1', selling_partner_id: 'A2SELLER1' };
    const cases: Record<string, string>[] = [
      { state, selling_partner_id: 'A2SELLER1' },
      { spapi_oauth_code: 'ANgood1', selling_partner_id: 'A2SELLER1' },
      { ...good, error: 'access_denied' },
      { ...good, state: 'not-a-state-we-issued' },
    ];
    for (const query of cases) {
      const response = await callback(cookie, query);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'invalid-callback-params',
        message: 'Received invalid callback params, Plesase try again',
      });
    }
    // The same user in another session (another browser) cannot complete this session's authorisation.
    const secondSession = await testApp.logIn('amz@seller.test', PASSWORD);
    expect((await callback(secondSession, good)).json().code).toBe('invalid-callback-params');
    expect((await callback(undefined, good)).statusCode).toBe(401);
    expect(seen).toEqual([]);
    // None of that used the state up.
    expect((await callback(cookie, good)).statusCode).toBe(200);
  });

  it('connects: exchanges the code with the LWA client, stores the refresh token encrypted, names the seller', async () => {
    const form = seen.at(-1);
    expect(Object.fromEntries(form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'ANgood1',
      redirect_uri: 'http://brandlens.test/oauth',
      client_id: LWA.clientId,
      client_secret: LWA.clientSecret,
    });
    const { rows } = await database.pool.query<{ status: string; token: string; external_id: string; account: string }>(
      `select c.status, c.refresh_token_encrypted as token, c.external_account_id as account, s.external_id
       from seller_connections c join sellers s on s.id = c.seller_id`,
    );
    expect(rows).toHaveLength(1);
    // The first sync (the backfill) is queued for the worker, every step.
    expect(testApp.sentJobs.filter((job) => job.name === 'amazon-sp-api.sync-seller')).toEqual([
      {
        name: 'amazon-sp-api.sync-seller',
        data: expect.objectContaining({ reason: 'connect', steps: expect.arrayContaining(['settlements']) }),
      },
    ]);
    expect(rows[0]).toMatchObject({ status: 'active', account: 'A2SELLER1', external_id: 'A2SELLER1' });
    expect(rows[0]?.token).not.toContain('refresh-one');
    expect(openSecret(rows[0]?.token ?? '', KEY)).toBe('Atzr|refresh-one');
  });

  it('refuses a used state, and answers invalid-code when Amazon refuses the code', async () => {
    const state = await stateOf(cookie, 'amz-seller');
    const refused = await callback(cookie, { state, spapi_oauth_code: 'ANexpired', selling_partner_id: 'A2SELLER1' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      code: 'invalid-code',
      message: 'OAuth code to token call failed, Please try again',
    });
    const again = await callback(cookie, { state, spapi_oauth_code: 'ANgood1', selling_partner_id: 'A2SELLER1' });
    expect(again.json().code).toBe('invalid-callback-params');
  });

  it('keeps an account already active for another seller deactivated: account-already-active', async () => {
    const state = await stateOf(otherCookie, 'other-seller');
    const response = await callback(otherCookie, {
      state,
      spapi_oauth_code: 'ANgood2',
      selling_partner_id: 'A2SELLER1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('account-already-active');
    const { rows } = await database.pool.query<{ slug: string; status: string; external_id: string | null }>(
      `select s.slug, c.status, s.external_id from seller_connections c join sellers s on s.id = c.seller_id order by s.slug`,
    );
    expect(rows).toEqual([
      { slug: 'amz-seller', status: 'active', external_id: 'A2SELLER1' },
      { slug: 'other-seller', status: 'inactive', external_id: null },
    ]);
  });
});
