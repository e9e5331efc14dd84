import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailedLink, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';

// The Shopify auth service, faked at the HTTP boundary with the answers of ADR 0016: a token it
// accepts names the app and the shop; one it refuses answers 401 {valid: false}.
const CLIENT = { id: 'brandlens', secret: 'auth-service-secret' };
const jwt = (name: string) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(name).toString('base64url')}.c2lnbmF0dXJl`;
const TOKENS: Record<string, { status: number; body: unknown }> = {
  [jwt('acme')]: { status: 200, body: { valid: true, app: 'sellerSync', shop: 'acme-outdoor.myshopify.com' } },
  [jwt('acme-again')]: {
    status: 200,
    body: { valid: true, app: 'sellerSync', shop: 'acme-outdoor.myshopify.com', expiresAt: '2999-01-01T00:00:00Z' },
  },
  [jwt('acme-third')]: { status: 200, body: { valid: true, app: 'sellerSync', shop: 'acme-outdoor.myshopify.com' } },
  [jwt('beta')]: { status: 200, body: { valid: true, app: 'sellerSync', shop: 'beta-goods.myshopify.com' } },
  [jwt('other-app')]: { status: 200, body: { valid: true, app: 'reviewsApp', shop: 'acme-outdoor.myshopify.com' } },
  [jwt('expired')]: { status: 401, body: { valid: false, error: 'jwt expired' } },
  [jwt('stale')]: {
    status: 200,
    body: { valid: true, app: 'sellerSync', shop: 'acme-outdoor.myshopify.com', expiresAt: '2020-01-01T00:00:00Z' },
  },
  [jwt('crash')]: { status: 500, body: { message: 'internal error' } },
};

interface SeenRequest {
  path: string;
  jwt: string | null;
  authorization: string | undefined;
}

function startAuthService(seen: SeenRequest[]): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push({ path: url.pathname, jwt: url.searchParams.get('jwt'), authorization: request.headers.authorization });
    const expected = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`;
    const answer =
      url.pathname !== '/public/session/verify'
        ? { status: 404, body: { message: 'not found' } }
        : request.headers.authorization !== expected
          ? { status: 403, body: { message: 'unknown client' } }
          : (TOKENS[url.searchParams.get('jwt') ?? ''] ?? { status: 401, body: { valid: false, error: 'invalid' } });
    response.statusCode = answer.status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer.body));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const GRANT_COOKIE = 'bl_shopify_install';
const grantCookieOf = (response: LightMyRequestResponse): string | undefined => {
  const cookie = response.cookies.find((entry) => entry.name === GRANT_COOKIE);
  return cookie?.value ? `${GRANT_COOKIE}=${cookie.value}` : undefined;
};

const shopUser = (email: string, extra: Record<string, string> = {}) => ({
  email,
  password: PASSWORD,
  confirmedPassword: PASSWORD,
  firstName: 'Grace',
  lastName: 'Hopper',
  ...extra,
});

describe(`Shopify sign-in on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let unconfigured: TestApp;
  let server: Server;
  const seen: SeenRequest[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startAuthService(seen);
    testApp = await createTestApp(database, {
      env: {
        SHOPIFY_AUTH_SERVICE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        SHOPIFY_AUTH_SERVICE_CLIENT_ID: CLIENT.id,
        SHOPIFY_AUTH_SERVICE_CLIENT_SECRET: CLIENT.secret,
      },
    });
    unconfigured = await createTestApp(database);
  });
  afterAll(async () => {
    await testApp.close();
    await unconfigured.close();
    await new Promise((resolve) => server.close(resolve));
    await database.destroy();
  });

  const install = (token: string, app: TestApp = testApp) =>
    app.call('POST', '/api/auth/shopify/install', { body: { token } });
  const count = async (sql: string, params: unknown[] = []) =>
    (await database.pool.query<{ n: number }>(sql, params)).rows[0]?.n;

  it('answers 503 without an auth service configured, and never calls out', async () => {
    const response = await install(jwt('acme'), unconfigured);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Shopify sign-in is not configured');
    expect(grantCookieOf(response)).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it("refuses a token that is not a signed token with 'invalid JWT', without calling the service", async () => {
    const response = await install('not-a-jwt');
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toEqual(['invalid JWT']);
    expect(seen).toEqual([]);
  });

  it("answers 'invalid JWT' for a token the service refuses or that has expired", async () => {
    for (const name of ['expired', 'unknown', 'stale']) {
      const response = await install(jwt(name));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'INVALID_JWT', message: 'invalid JWT' });
      expect(grantCookieOf(response)).toBeUndefined();
    }
  });

  it("answers 'Unsupported app' for a token of another app", async () => {
    const response = await install(jwt('other-app'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_APP', message: 'Unsupported app' });
    expect(grantCookieOf(response)).toBeUndefined();
  });

  it('answers 502 when the service fails, never a success', async () => {
    const response = await install(jwt('crash'));
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('SHOPIFY_AUTH_UNAVAILABLE');
    expect(await count(`select count(*)::int as n from shopify_install_grants`)).toBe(0);
  });

  let grant: string;

  it('verifies a valid token with the credentials and sets an httpOnly install grant, stored hashed', async () => {
    seen.length = 0;
    const response = await install(jwt('acme'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ externalId: 'acme-outdoor.myshopify.com' });
    expect(seen).toEqual([
      {
        path: '/public/session/verify',
        jwt: jwt('acme'),
        authorization: `Basic ${Buffer.from('brandlens:auth-service-secret').toString('base64')}`,
      },
    ]);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Path=\/api\/auth\/shopify/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    grant = grantCookieOf(response) ?? '';
    const { rows } = await database.pool.query<{ token_hash: string; external_id: string }>(
      `select token_hash, external_id from shopify_install_grants`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.external_id).toBe('acme-outdoor.myshopify.com');
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(grant).not.toContain(rows[0]?.token_hash ?? '-');
  });

  it('authenticates only the shop of the grant held by this browser', async () => {
    const withoutGrant = await testApp.call('POST', '/api/auth/shopify', {
      body: { externalId: 'acme-outdoor.myshopify.com' },
    });
    expect(withoutGrant.statusCode).toBe(401);
    expect(withoutGrant.json().code).toBe('SHOPIFY_INSTALL_NOT_CONFIRMED');
    const otherShop = await testApp.call('POST', '/api/auth/shopify', {
      body: { externalId: 'someone-else.myshopify.com' },
      cookie: grant,
    });
    expect(otherShop.statusCode).toBe(401);
    const forged = await testApp.call('POST', '/api/auth/shopify', {
      body: { externalId: 'acme-outdoor.myshopify.com' },
      cookie: `${GRANT_COOKIE}=forged-value`,
    });
    expect(forged.statusCode).toBe(401);
    const ok = await testApp.call('POST', '/api/auth/shopify', {
      body: { externalId: 'Acme-Outdoor.myshopify.com' },
      cookie: grant,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ externalId: 'acme-outdoor.myshopify.com', status: 'AVAILABLE' });
  });

  it('refuses a sign-up with the shared validation messages and changes nothing', async () => {
    const response = await testApp.call('POST', '/api/auth/shopify/sign-up', {
      body: {
        user: { email: 'nope', password: 'short', confirmedPassword: 'other' },
        externalId: 'acme-outdoor.myshopify.com',
      },
      cookie: grant,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toEqual(
      expect.arrayContaining(['Must be a valid email', 'Password must be 8 to 64 characters']),
    );
    const mismatch = await testApp.call('POST', '/api/auth/shopify/sign-up', {
      body: {
        user: { ...shopUser('grace@acme.test'), confirmedPassword: 'something else' },
        externalId: 'acme-outdoor.myshopify.com',
      },
      cookie: grant,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().details.errors).toEqual(['Passwords must match']);
    expect(await count(`select count(*)::int as n from users`)).toBe(0);
    expect(await count(`select count(*)::int as n from shopify_install_grants where used_at is not null`)).toBe(0);
  });

  it('refuses a sign-up for a shop other than the one of the grant', async () => {
    const response = await testApp.call('POST', '/api/auth/shopify/sign-up', {
      body: { user: shopUser('grace@acme.test'), externalId: 'someone-else.myshopify.com' },
      cookie: grant,
    });
    expect(response.statusCode).toBe(401);
    expect(await count(`select count(*)::int as n from users`)).toBe(0);
  });

  let ownerCookie: string;

  it('signs up: user, organization and Shopify seller, verification mail, and a session', async () => {
    const response = await testApp.call('POST', '/api/auth/shopify/sign-up', {
      body: { user: shopUser('Grace@Acme.test'), externalId: 'acme-outdoor.myshopify.com', aggregatorSlug: null },
      cookie: grant,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { email: 'grace@acme.test', activated: false },
      organization: { name: 'Acme Outdoor', slug: 'acme-outdoor', plan: 'DEFAULT' },
      isAdminSession: false,
      userRole: 'USER',
      verificationEmailSent: true,
      seller: { name: 'Acme Outdoor', slug: 'acme-outdoor', externalId: 'acme-outdoor.myshopify.com' },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/bl_shopify_install=;/);
    ownerCookie = sessionCookieOf(response) ?? '';
    const verified = await testApp.call('POST', '/api/sessions/verification', { cookie: ownerCookie });
    expect(verified.json().user.email).toBe('grace@acme.test');
    const sellers = await testApp.call('GET', '/api/v2/sellers', { cookie: ownerCookie });
    expect(sellers.json().sellers).toEqual([
      expect.objectContaining({ slug: 'acme-outdoor', externalId: 'acme-outdoor.myshopify.com' }),
    ]);
    const link = mailedLink(testApp, 'grace@acme.test', '/login');
    expect(link.searchParams.get('evt')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses the grant a second time: it was used by the sign-up', async () => {
    const again = await testApp.call('POST', '/api/auth/shopify/sign-up', {
      body: { user: shopUser('mallory@evil.test'), externalId: 'acme-outdoor.myshopify.com' },
      cookie: grant,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toContain('Open Brandlens from your Shopify admin again');
    const authAgain = await testApp.call('POST', '/api/auth/shopify', {
      body: { externalId: 'acme-outdoor.myshopify.com' },
      cookie: grant,
    });
    expect(authAgain.statusCode).toBe(401);
    expect(await count(`select count(*)::int as n from users where email = 'mallory@evil.test'`)).toBe(0);
  });

  it('sends a registered shop to log in (409 with the add-seller semantics); its owner logs in with it', async () => {
    const reinstall = grantCookieOf(await install(jwt('acme-again'))) ?? '';
    const auth = await testApp.call('POST', '/api/auth/shopify', {
      body: { externalId: 'acme-outdoor.myshopify.com' },
      cookie: reinstall,
    });
    expect(auth.statusCode).toBe(409);
    expect(auth.json()).toMatchObject({ status: 'SELLER_EXISTS', seller: null });
    expect(auth.json().message).toContain('Log in');
    const login = await testApp.call('POST', '/api/auth/shopify/login', {
      body: { username: 'grace@acme.test', password: PASSWORD, externalId: 'acme-outdoor.myshopify.com' },
      cookie: reinstall,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      user: { email: 'grace@acme.test' },
      seller: { externalId: 'acme-outdoor.myshopify.com' },
    });
    expect(sessionCookieOf(login)).toBeTruthy();
    expect(await count(`select count(*)::int as n from sellers`)).toBe(1);
  });

  it('logs an existing user in and links a new shop to their organization', async () => {
    const { cookie } = await createUser(testApp, 'linus@beta.test', { sellerName: 'Beta Amazon' });
    const betaGrant = grantCookieOf(await install(jwt('beta'))) ?? '';
    const wrongPassword = await testApp.call('POST', '/api/auth/shopify/login', {
      body: { username: 'linus@beta.test', password: 'wrong password', externalId: 'beta-goods.myshopify.com' },
      cookie: betaGrant,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Invalid session');
    const login = await testApp.call('POST', '/api/auth/shopify/login', {
      body: { username: 'linus@beta.test', password: PASSWORD, externalId: 'beta-goods.myshopify.com' },
      cookie: betaGrant,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().seller).toMatchObject({ name: 'Beta Goods', externalId: 'beta-goods.myshopify.com' });
    const sellers = await testApp.call('GET', '/api/v2/sellers', { cookie });
    expect(sellers.json().sellers.map((seller: { name: string }) => seller.name)).toEqual([
      'Beta Amazon',
      'Beta Goods',
    ]);
  });

  it('refuses to link a shop that another organization has, and changes nothing', async () => {
    const acmeGrant = grantCookieOf(await install(jwt('acme-third'))) ?? '';
    const response = await testApp.call('POST', '/api/auth/shopify/login', {
      body: { username: 'linus@beta.test', password: PASSWORD, externalId: 'acme-outdoor.myshopify.com' },
      cookie: acmeGrant,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 'SELLER_EXISTS',
      seller: null,
      message:
        'This Shopify store is already linked to another Brandlens organization. Contact support to have it added to yours.',
    });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(
      await count(
        `select count(*)::int as n from organization_sellers os join sellers s on s.id = os.seller_id
         where s.external_id = 'acme-outdoor.myshopify.com'`,
      ),
    ).toBe(1);
    // The grant stays usable: its owner can still log in with it.
    const owner = await testApp.call('POST', '/api/auth/shopify/login', {
      body: { username: 'grace@acme.test', password: PASSWORD, externalId: 'acme-outdoor.myshopify.com' },
      cookie: acmeGrant,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('refuses a Shopify sign-up with an address that already has an account', async () => {
    const newShop = grantCookieOf(await install(jwt('beta'))) ?? '';
    await database.pool.query(`delete from sellers where external_id = 'beta-goods.myshopify.com'`);
    const response = await testApp.call('POST', '/api/auth/shopify/sign-up', {
      body: { user: shopUser('linus@beta.test'), externalId: 'beta-goods.myshopify.com' },
      cookie: newShop,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
  });
});
