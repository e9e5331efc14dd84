import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailedLink, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`login throttling, password reset and validation on ${testBackendName()}`, () => {
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

  const login = (username: string, password: string, ip = '203.0.113.7') =>
    testApp.call('POST', '/api/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });

  it("answers every login failure with 'Invalid session'", async () => {
    await createUser(testApp, 'known@example.com');
    for (const [username, password] of [
      ['known@example.com', 'wrong password'],
      ['nobody@example.com', PASSWORD],
    ] as const) {
      const response = await login(username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid session');
    }
  });

  it('blocks an account after 5 failures in 15 minutes, whatever X-Forwarded-For says, even with the right password', async () => {
    await createUser(testApp, 'target@example.com');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login('target@example.com', `guess-${attempt}`, `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login('target@example.com', PASSWORD, '192.0.2.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed login attempts for this account. Wait 15 minutes, or reset your password.',
    );
    // Other accounts are not affected.
    expect((await login('known@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('lets the account in again once its 15-minute window has passed', async () => {
    // The account's window started with its first failure; move every window into the past.
    await database.pool.query(`update rate_limit_counters set window_ends_at = now() - interval '1 second'`);
    expect((await login('target@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('answers a reset request the same for known and unknown addresses, and mails only the known one', async () => {
    const known = await testApp.call('POST', '/api/auth/request-password-reset-link/', {
      body: { email: 'known@example.com' },
    });
    const unknown = await testApp.call('POST', '/api/auth/request-password-reset-link/', {
      body: { email: 'ghost@example.com' },
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    const { rows } = await database.pool.query(`select to_address from email_outbox where template = 'password-reset'`);
    expect(rows).toEqual([{ to_address: 'known@example.com' }]);
  });

  it('resets the password once with the link, revoking every session', async () => {
    const oldSession = await testApp.logIn('known@example.com', PASSWORD);
    const link = mailedLink(testApp, 'known@example.com', '/reset-password');
    const token = link.searchParams.get('token') ?? '';
    const body = { token, password: 'a brand new password', confirmedPassword: 'a brand new password' };
    expect((await testApp.call('POST', '/api/auth/reset-password', { body })).statusCode).toBe(200);
    expect((await testApp.call('POST', '/api/sessions/verification', { cookie: oldSession })).statusCode).toBe(401);
    expect((await login('known@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('known@example.com', 'a brand new password')).statusCode).toBe(200);
    const reused = await testApp.call('POST', '/api/auth/reset-password', { body });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This password reset link has expired or was already used. Ask for a new one.');
  });

  it('gives the verification link 24 hours and the reset link 1 hour', async () => {
    const { rows } = await database.pool.query<{ purpose: string; hours: number }>(
      `select purpose, round(extract(epoch from expires_at - created_at) / 3600)::int as hours from user_tokens group by 1, 2 order by 1`,
    );
    expect(rows).toEqual([
      { purpose: 'email_verification', hours: 24 },
      { purpose: 'password_reset', hours: 1 },
    ]);
  });

  it('refuses a reset link older than 1 hour', async () => {
    await testApp.call('POST', '/api/auth/request-password-reset-link', { body: { email: 'target@example.com' } });
    const token = mailedLink(testApp, 'target@example.com', '/reset-password').searchParams.get('token') ?? '';
    await database.pool.query(
      `update user_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset' and used_at is null`,
    );
    const response = await testApp.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'another password', confirmedPassword: 'another password' },
    });
    expect(response.statusCode).toBe(422);
  });

  it('resends verification the same way for known and unknown addresses', async () => {
    const known = await testApp.call('POST', '/api/email-verifications', { body: { email: 'target@example.com' } });
    const unknown = await testApp.call('POST', '/api/email-verifications', { body: { email: 'ghost@example.com' } });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
  });

  it.each([
    [{ password: 'short', confirmedPassword: 'short' }, ['Password must be 8 to 64 characters']],
    [{ password: 'x'.repeat(65), confirmedPassword: 'x'.repeat(65) }, ['Password must be 8 to 64 characters']],
    [{ password: PASSWORD, confirmedPassword: 'different' }, ['Passwords must match']],
    [{ email: 'not-an-email' }, ['Must be a valid email']],
  ])('rejects sign-up %o with its SPEC §5 message and stores nothing', async (change, messages) => {
    const user = { email: 'valid@example.com', password: PASSWORD, confirmedPassword: PASSWORD, ...change };
    const response = await testApp.call('POST', '/api/auth/register', { body: { user } });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toEqual(messages);
    const { rows } = await database.pool.query(
      `select count(*)::int as n from users where email = 'valid@example.com'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('rejects a second account for the same address with 409', async () => {
    const response = await testApp.call('POST', '/api/auth/register', {
      body: { user: { email: 'KNOWN@example.com', password: PASSWORD, confirmedPassword: PASSWORD } },
    });
    expect(response.statusCode).toBe(409);
  });

  it('validates the default currency against the 47 codes', async () => {
    const { cookie, userId } = await createUser(testApp, 'currency@example.com');
    const bad = await testApp.call('PATCH', `/api/users/${userId}`, { cookie, body: { defaultCurrencyCode: 'XXX' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.errors).toEqual(['Unsupported currency']);
    const good = await testApp.call('PATCH', `/api/users/${userId}`, { cookie, body: { defaultCurrencyCode: 'GBP' } });
    expect(good.json().defaultCurrencyCode).toBe('GBP');
  });

  it('keeps email settings per user, with defaults until saved', async () => {
    const { cookie } = await createUser(testApp, 'settings@example.com');
    const initial = await testApp.call('GET', '/api/v2/user/email-settings', { cookie });
    expect(initial.json()).toEqual({
      emailSettings: { dailyAlertSummary: true, weeklyInsights: true, productNews: false, importResults: true },
    });
    const emailSettings = { dailyAlertSummary: false, weeklyInsights: true, productNews: true, importResults: false };
    await testApp.call('PUT', '/api/v2/user/email-settings', { cookie, body: { emailSettings } });
    expect((await testApp.call('GET', '/api/v2/user/email-settings', { cookie })).json()).toEqual({ emailSettings });
  });
});
