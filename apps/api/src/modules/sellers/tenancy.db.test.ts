import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureAdminAccount } from '../admin/admin.service.ts';

// Tenancy is a security boundary: organization A never sees B's sellers or users.
describe(`tenancy between organizations on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let bobSellerId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@a.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@b.test', { sellerName: 'Beta Brands' });
    bobSellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: bob.cookie })).json().sellers[0].id;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it("lists only the caller's sellers", async () => {
    const response = await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie });
    expect(response.json().sellers.map((seller: { slug: string }) => seller.slug)).toEqual(['alpha-goods']);
  });

  it("answers 404 for another organization's seller, by slug and by id, exactly as for a missing one", async () => {
    const bySlug = await testApp.call('GET', '/api/v2/sellers/beta-brands', { cookie: alice.cookie });
    const byId = await testApp.call('GET', `/api/v2/sellers/${bobSellerId}`, { cookie: alice.cookie });
    const missing = await testApp.call('GET', '/api/v2/sellers/no-such-seller', { cookie: alice.cookie });
    expect([bySlug.statusCode, byId.statusCode, missing.statusCode]).toEqual([404, 404, 404]);
    expect(bySlug.body).toBe(missing.body);
    expect((await testApp.call('GET', '/api/v2/sellers/beta-brands', { cookie: bob.cookie })).statusCode).toBe(200);
  });

  it("answers 404 for another organization's user and refuses to change it", async () => {
    expect((await testApp.call('GET', `/api/users/${bob.userId}`, { cookie: alice.cookie })).statusCode).toBe(404);
    const patch = await testApp.call('PATCH', `/api/users/${bob.userId}`, {
      cookie: alice.cookie,
      body: { defaultCurrencyCode: 'USD' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await testApp.call('GET', `/api/users/${alice.userId}`, { cookie: alice.cookie })).statusCode).toBe(200);
  });

  it('requires a session for seller data', async () => {
    const response = await testApp.call('GET', '/api/v2/sellers');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid session');
  });

  it('adds a seller, and answers 409 with the existing seller only when the caller may see it, 422 otherwise', async () => {
    const add = (body: object) =>
      testApp.call('POST', `/api/v2/user/${alice.userId}/add-seller-to-organization`, { cookie: alice.cookie, body });
    const created = await add({ name: 'Alpha Two', slug: 'alpha-two', externalId: 'A1B2C3' });
    expect(created.statusCode).toBe(201);
    const again = await add({ name: 'Alpha Two', slug: 'alpha-two' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'SELLER_EXISTS',
      seller: { slug: 'alpha-two', externalId: 'A1B2C3' },
    });
    // Another organization's seller is not told apart from a reserved slug (seller-identifiers.db.test.ts).
    const othersSeller = await add({ name: 'Copy', slug: 'beta-brands' });
    expect(othersSeller.statusCode).toBe(422);
    expect(othersSeller.json().code).toBe('SELLER_IDENTIFIER_UNAVAILABLE');
    const badSlug = await add({ name: 'Bad', slug: 'Bad Slug!' });
    expect(badSlug.json().details.errors).toEqual(['Must be a alphanumeric with specials characters _-']);
  });

  it("answers 403 'Forbidden' on the admin profile for a session that is not an admin's, 401 without one", async () => {
    const anonymous = await testApp.call('GET', '/api/v2/admin/profile');
    const user = await testApp.call('GET', '/api/v2/admin/profile', { cookie: alice.cookie });
    expect([anonymous.statusCode, user.statusCode]).toEqual([401, 403]);
    expect(user.json().message).toBe('Forbidden');
  });

  it('logs admins in at the admin login with an admin session that sees every seller', async () => {
    expect(await ensureAdminAccount(database.db, 'root@brandlens.test', 'admin password 1')).toBe('created');
    const notAdmin = await testApp.call('POST', '/api/auth/admin/login', {
      body: { username: 'alice@a.test', password: PASSWORD },
    });
    expect(notAdmin.statusCode).toBe(401);
    const viaUserLogin = await testApp.logIn('root@brandlens.test', 'admin password 1');
    expect((await testApp.call('GET', '/api/v2/admin/profile', { cookie: viaUserLogin })).statusCode).toBe(403);
    const login = await testApp.call('POST', '/api/auth/admin/login', {
      body: { username: 'root@brandlens.test', password: 'admin password 1' },
    });
    expect(login.json()).toMatchObject({ isAdminSession: true, redirectLocation: '/admin' });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    expect((await testApp.call('GET', '/api/v2/admin/profile', { cookie })).json()).toMatchObject({
      email: 'root@brandlens.test',
    });
    expect((await testApp.call('GET', '/api/v2/sellers/beta-brands', { cookie })).statusCode).toBe(200);
    expect(await ensureAdminAccount(database.db, 'alice@a.test', 'ignored password')).toBe('promoted');
  });
});
