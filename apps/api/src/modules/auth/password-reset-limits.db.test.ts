import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limits.ts';
import { createUser, mailedLink } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// ADR 0028: reset and verification mails are limited per address (silently:
// the same answer, no mail) and per client (429 with Retry-After); only the
// newest reset link of an account works.
describe(`limits on password reset and verification mails on ${testBackendName()}`, () => {
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

  const requestReset = (email: string, ip: string) =>
    testApp.call('POST', '/api/auth/request-password-reset-link', {
      body: { email },
      headers: { 'x-forwarded-for': ip },
    });
  const mailsTo = (address: string, subject: RegExp) =>
    testApp.mails.filter((mail) => mail.to === address && subject.test(mail.subject));
  const liveResetTokens = async (email: string) =>
    (
      await database.pool.query<{ n: number }>(
        `select count(*)::int as n from user_tokens
         where purpose = 'password_reset' and email = $1 and used_at is null and expires_at > now()`,
        [email],
      )
    ).rows[0]?.n;

  it('sends 3 of 30 reset requests for one address, from 30 clients, and keeps 1 link live', async () => {
    await createUser(testApp, 'owner@reset.test');
    const responses = [];
    for (let index = 0; index < 30; index++)
      responses.push(await requestReset('owner@reset.test', `198.51.100.${index}`));
    const mails = mailsTo('owner@reset.test', /Reset your Brandlens password/);
    const live = await liveResetTokens('owner@reset.test');
    console.info(`30 reset requests: ${mails.length} mails, ${live} live tokens`);
    expect(responses.every((response) => response.statusCode === 202)).toBe(true);
    expect(mails).toHaveLength(RATE_LIMITS.passwordResetPerAddress.max);
    expect(live).toBe(1);
  });

  it('answers an unknown address past its limit exactly as a known one', async () => {
    const known = await requestReset('owner@reset.test', '198.51.100.200');
    for (let index = 0; index < 5; index++) await requestReset('ghost@reset.test', `198.51.100.${210 + index}`);
    const unknown = await requestReset('ghost@reset.test', '198.51.100.220');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['retry-after']).toBeUndefined();
  });

  it('works with the newest link only', async () => {
    await createUser(testApp, 'newest@reset.test');
    await requestReset('newest@reset.test', '192.0.2.10');
    const older = mailedLink(testApp, 'newest@reset.test', '/reset-password').searchParams.get('token');
    await requestReset('newest@reset.test', '192.0.2.10');
    const newer = mailedLink(testApp, 'newest@reset.test', '/reset-password').searchParams.get('token');
    expect(newer).not.toBe(older);
    const body = (token: string | null) => ({
      token,
      password: 'another password',
      confirmedPassword: 'another password',
    });
    const withOlder = await testApp.call('POST', '/api/auth/reset-password', { body: body(older) });
    expect(withOlder.statusCode).toBe(422);
    expect((await testApp.call('POST', '/api/auth/reset-password', { body: body(newer) })).statusCode).toBe(200);
  });

  it('answers one client asking for many addresses 429 with Retry-After, and sends nothing more', async () => {
    const client = '203.0.113.77';
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMITS.passwordResetPerClient.max; index++) {
      statuses.push((await requestReset(`someone-${index}@reset.test`, client)).statusCode);
    }
    expect(statuses.every((status) => status === 202)).toBe(true);
    const mailsBefore = testApp.mails.length;
    const refused = await requestReset('owner@reset.test', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_MAIL_REQUESTS' });
    expect(refused.json().message).toMatch(
      /^Too many requests for mails from your network\. Wait \d+ minutes? and try again\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(testApp.mails.length).toBe(mailsBefore);
  });

  it('limits verification mails sent again the same way', async () => {
    await createUser(testApp, 'pending@reset.test', {}, { isVerified: false });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await testApp.call('POST', '/api/email-verifications', {
        body: { email: 'pending@reset.test' },
        headers: { 'x-forwarded-for': `192.0.2.${100 + index}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202]);
    // The sign-up's mail, then 3 more.
    expect(mailsTo('pending@reset.test', /Confirm your email address/)).toHaveLength(
      1 + RATE_LIMITS.verificationPerAddress.max,
    );
    const { rows } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from user_tokens
       where purpose = 'email_verification' and email = 'pending@reset.test' and used_at is null and expires_at > now()`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
