import { SESSION_COOKIE_NAME } from '@brandlens/contracts';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';
import { ADMIN_RETURN_COOKIE_NAME } from '../../platform/auth/admin-return-cookie.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { ensureAdminAccount } from './admin.service.ts';

const ADMIN_EMAIL = 'root@brandlens.test';
const ADMIN_PASSWORD = 'admin password 1';

const cookieNamed = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

// Log in as a user (SPEC §6, §7): an admin session of the user, an hour at most, never of an
// admin, never nested, recorded in the audit log, and logging out returns to the admin.
describe(`log in as a user on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let adminCookie: string;
  let adminId: string;

  const adminLogIn = async () => {
    const response = await testApp.call('POST', '/api/auth/admin/login', {
      body: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    return sessionCookieOf(response) ?? '';
  };
  const logInAs = (userId: string, cookie: string | undefined, headers: Record<string, string> = {}) =>
    testApp.call('GET', `/api/v2/admin/users/${userId}/login`, { cookie, headers });
  /** The browser's cookies after a log in as: the user's session and the admin's, waiting. */
  const cookiesAfter = (response: LightMyRequestResponse) =>
    `${sessionCookieOf(response)}; ${ADMIN_RETURN_COOKIE_NAME}=${cookieNamed(response, ADMIN_RETURN_COOKIE_NAME)?.value}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@a.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@b.test', { sellerName: 'Beta Brands' });
    await ensureAdminAccount(database.db, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { rows } = await database.pool.query<{ id: string }>('select id from users where email = $1', [ADMIN_EMAIL]);
    adminId = rows[0]?.id ?? '';
    adminCookie = await adminLogIn();
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it("redirects into the user's first seller with an hour-long admin session of the user, and records it", async () => {
    const response = await logInAs(alice.userId, adminCookie, {
      'user-agent': 'login-as test',
      'sec-fetch-site': 'none',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://brandlens.test/dashboard/sellers/alpha-goods');
    const session = cookieNamed(response, SESSION_COOKIE_NAME);
    const waiting = cookieNamed(response, ADMIN_RETURN_COOKIE_NAME);
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 3600 });
    expect(waiting).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 3600 });
    expect(`${SESSION_COOKIE_NAME}=${waiting?.value}`).toBe(adminCookie);

    const { rows } = await database.pool.query(
      `select user_id, is_admin_session, impersonator_user_id, user_agent,
              extract(epoch from expires_at - created_at)::int as lifetime_seconds
         from sessions where token_hash = $1`,
      [hashToken(session?.value ?? '')],
    );
    expect(rows).toEqual([
      {
        user_id: alice.userId,
        is_admin_session: true,
        impersonator_user_id: adminId,
        user_agent: 'login-as test',
        lifetime_seconds: 3600,
      },
    ]);
    // Tokens are stored hashed only: neither cookie's value is in the table.
    const clear = await database.pool.query('select count(*)::int as n from sessions where token_hash in ($1, $2)', [
      session?.value,
      waiting?.value,
    ]);
    expect(clear.rows[0].n).toBe(0);

    const audit = await database.pool.query(
      `select admin_user_id, admin_email, action, target_type, target_id, target_label from admin_audit_events
        where action = 'user.login-as'`,
    );
    expect(audit.rows).toEqual([
      {
        admin_user_id: adminId,
        admin_email: ADMIN_EMAIL,
        action: 'user.login-as',
        target_type: 'user',
        target_id: alice.userId,
        target_label: 'alice@a.test',
      },
    ]);
  });

  it("is the user's session marked as an admin's: the user's sellers only, no admin access, no nesting", async () => {
    const cookie = sessionCookieOf(await logInAs(alice.userId, adminCookie)) ?? '';
    const verification = await testApp.call('POST', '/api/sessions/verification', { cookie });
    expect(verification.json()).toMatchObject({
      user: { id: alice.userId, email: 'alice@a.test' },
      isAdminSession: true,
      impersonatedBy: ADMIN_EMAIL,
    });
    const sellers = await testApp.call('GET', '/api/v2/sellers', { cookie });
    expect(sellers.json().sellers.map((seller: { slug: string }) => seller.slug)).toEqual(['alpha-goods']);
    expect((await testApp.call('GET', '/api/v2/sellers/beta-brands', { cookie })).statusCode).toBe(404);

    const profile = await testApp.call('GET', '/api/v2/admin/profile', { cookie });
    expect([profile.statusCode, profile.json().message]).toEqual([403, 'Forbidden']);
    expect((await logInAs(bob.userId, cookie)).statusCode).toBe(403);
    // The user's own sessions never carry the admin's name.
    const own = await testApp.call('POST', '/api/sessions/verification', { cookie: alice.cookie });
    expect(own.json()).not.toHaveProperty('impersonatedBy');
  });

  it('refuses an admin as target, a missing user, a cross-site link, a user session and an anonymous caller', async () => {
    const before = await database.pool.query('select count(*)::int as n from sessions');
    const adminTarget = await logInAs(adminId, adminCookie);
    expect([adminTarget.statusCode, adminTarget.json().message]).toEqual([
      403,
      'You cannot log in as another admin. Admin accounts are used only through the admin login.',
    ]);
    const missing = await logInAs('00000000-0000-4000-8000-000000000000', adminCookie);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'User not found']);
    const crossSite = await logInAs(alice.userId, adminCookie, { 'sec-fetch-site': 'cross-site' });
    expect([crossSite.statusCode, crossSite.json().code]).toEqual([403, 'LOG_IN_AS_CROSS_SITE']);
    // The admin's account through the ordinary login is a user session.
    const viaUserLogin = await testApp.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await logInAs(alice.userId, viaUserLogin)).statusCode).toBe(403);
    expect((await logInAs(alice.userId, bob.cookie)).statusCode).toBe(403);
    expect((await logInAs(alice.userId, undefined)).statusCode).toBe(401);
    const after = await database.pool.query('select count(*)::int as n from sessions');
    expect(after.rows[0].n).toBe(before.rows[0].n + 1); // the ordinary login above, nothing else
  });

  it("logs out of the user's session back into the admin's own, on the admin page of that user", async () => {
    const opened = await logInAs(bob.userId, adminCookie);
    const cookies = cookiesAfter(opened);
    const logout = await testApp.call('DELETE', '/api/sessions', { cookie: cookies });
    expect(logout.json()).toEqual({ loggedOut: true, redirectLocation: `/admin/users/${bob.userId}` });
    expect(`${SESSION_COOKIE_NAME}=${cookieNamed(logout, SESSION_COOKIE_NAME)?.value}`).toBe(adminCookie);
    expect(cookieNamed(logout, ADMIN_RETURN_COOKIE_NAME)?.value).toBe('');
    const ended = await testApp.call('POST', '/api/sessions/verification', { cookie: sessionCookieOf(opened) });
    expect(ended.statusCode).toBe(401);
    const profile = await testApp.call('GET', '/api/v2/admin/profile', { cookie: adminCookie });
    expect(profile.json()).toMatchObject({ email: ADMIN_EMAIL });
  });

  it("just logs out when the admin's session has ended, or the session was not opened by log in as", async () => {
    const ownAdmin = await adminLogIn();
    const opened = await logInAs(bob.userId, ownAdmin);
    await testApp.call('DELETE', '/api/sessions', { cookie: ownAdmin });
    const logout = await testApp.call('DELETE', '/api/sessions', { cookie: cookiesAfter(opened) });
    expect(logout.json()).toEqual({ loggedOut: true });
    expect(cookieNamed(logout, SESSION_COOKIE_NAME)?.value).toBe('');

    // A return cookie beside a user's own session restores nothing.
    const bobOwn = await testApp.logIn('bob@b.test', 'correct horse battery');
    const waiting = adminCookie.split('=')[1];
    const forged = await testApp.call('DELETE', '/api/sessions', {
      cookie: `${bobOwn}; ${ADMIN_RETURN_COOKIE_NAME}=${waiting}`,
    });
    expect(forged.json()).toEqual({ loggedOut: true });
    expect(cookieNamed(forged, SESSION_COOKIE_NAME)?.value).toBe('');
    expect(cookieNamed(forged, ADMIN_RETURN_COOKIE_NAME)?.value).toBe('');
  });

  it('answers 401 once the hour is over, like any expired session', async () => {
    const opened = await logInAs(alice.userId, adminCookie);
    const cookie = sessionCookieOf(opened) ?? '';
    expect((await testApp.call('POST', '/api/sessions/verification', { cookie })).statusCode).toBe(200);
    await database.pool.query(`update sessions set expires_at = now() - interval '1 second' where token_hash = $1`, [
      hashToken(cookie.split('=')[1] ?? ''),
    ]);
    const expired = await testApp.call('GET', '/api/v2/sellers', { cookie });
    expect([expired.statusCode, expired.json().message]).toEqual([401, 'Invalid session']);
  });
});
