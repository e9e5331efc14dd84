import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limits.ts';
import { createUser, mailedLink, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// ADR 0028: the account's count is taken before the password is checked, in
// one statement, so parallel guesses cannot slip past it; one client is
// limited across usernames; a password reset frees the account.
describe(`login throttling under load on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  const login = (username: string, password: string, ip: string) =>
    testApp.call('POST', '/api/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });
  // Every checked password leaves one row; the sign-up's own login is the one success.
  const checkedPasswords = async (username: string) =>
    (
      await database.pool.query<{ n: number }>(
        `select count(*)::int as n from login_attempts where username = $1 and not succeeded`,
        [username],
      )
    ).rows[0]?.n;

  it('checks at most 5 of 40 wrong passwords sent at once, and answers the rest 429 with Retry-After', async () => {
    await createUser(testApp, 'owner@throttle.test');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login('owner@throttle.test', `guess-${index}`, `198.51.100.${index}`)),
    );
    const checked = await checkedPasswords('owner@throttle.test');
    console.info(`40 parallel wrong passwords against a limit of 5: ${checked} checked`);
    expect(checked).toBeLessThanOrEqual(RATE_LIMITS.loginPerAccount.max);
    // Each client sent one request: no client limit is involved, only the account's.
    expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(checked ?? -1);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(40 - (checked ?? 0));
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused[0]?.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused[0]?.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('lets the owner in after a password reset, although the guesses had locked the account', async () => {
    expect((await login('owner@throttle.test', PASSWORD, '192.0.2.1')).statusCode).toBe(429);
    await testApp.call('POST', '/api/auth/request-password-reset-link', { body: { email: 'owner@throttle.test' } });
    const token = mailedLink(testApp, 'owner@throttle.test', '/reset-password').searchParams.get('token');
    const reset = await testApp.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'a new strong password', confirmedPassword: 'a new strong password' },
    });
    expect(reset.statusCode).toBe(200);
    const after = await login('owner@throttle.test', 'a new strong password', '192.0.2.1');
    console.info(`owner locked after reset: ${after.statusCode === 429 ? 'yes' : 'no'} (${after.statusCode})`);
    expect(after.statusCode).toBe(200);
  });

  it('limits one client guessing across many usernames (password spraying), and only that client', async () => {
    const sprayer = '203.0.113.50';
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMITS.loginPerClient.max + 5; index++) {
      statuses.push((await login(`user-${index}@spray.test`, 'Summer2026!', sprayer)).statusCode);
    }
    expect(statuses.slice(0, RATE_LIMITS.loginPerClient.max).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(RATE_LIMITS.loginPerClient.max).every((status) => status === 429)).toBe(true);
    const refused = await login('someone-else@spray.test', 'Summer2026!', sprayer);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS_FROM_CLIENT' });
    expect(refused.json().message).toMatch(
      /^Too many failed logins from your network\. Wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refused guesses were never checked.
    expect(await checkedPasswords(`user-${RATE_LIMITS.loginPerClient.max}@spray.test`)).toBe(0);
    // Another client is not affected.
    expect((await login('someone-else@spray.test', 'Summer2026!', '203.0.113.51')).statusCode).toBe(401);
  });

  it("does not count a client's successful logins against it", async () => {
    await createUser(testApp, 'office@throttle.test');
    const office = '203.0.113.60';
    for (let index = 0; index < RATE_LIMITS.loginPerClient.max + 5; index++) {
      expect((await login('office@throttle.test', PASSWORD, office)).statusCode).toBe(200);
    }
  });
});

describe(`login throttling without a trusted proxy on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('keys the client on the connection, so a made-up X-Forwarded-For per request does not reset its count', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMITS.loginPerClient.max + 1; index++) {
      const response = await testApp.call('POST', '/api/auth/login', {
        body: { username: `victim-${index}@spray.test`, password: 'Winter2026!' },
        headers: { 'x-forwarded-for': `10.0.${index}.1` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
