import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';
import { PASSWORD } from '../../test/accounts.ts';

describe(`sign-up, verification, login, terms and logout on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const inbox = new SmtpInbox();
  beforeAll(async () => {
    await inbox.start();
    database = await createTestDatabase();
    testApp = await createTestApp(database, { smtpUrl: inbox.url });
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
    await database.destroy();
  });

  const email = 'Founder@Example.com';
  let cookie: string;

  it('signs up a new organization with its first seller and mails a verification link over SMTP', async () => {
    const response = await testApp.call('POST', '/api/auth/register/', {
      body: {
        user: {
          email,
          password: PASSWORD,
          confirmedPassword: PASSWORD,
          firstName: 'Ada',
          lastName: 'Lovelace',
          sellerName: 'Acme Outdoor',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: {
        email: 'founder@example.com',
        firstName: 'Ada',
        activated: false,
        acceptedAutopilotTnC: false,
        defaultCurrencyCode: 'EUR',
      },
      verificationEmailSent: true,
    });
    const mail = inbox.mails.find((entry) => entry.to.includes('founder@example.com'));
    expect(mail?.subject).toBe('Confirm your email address for Brandlens');
    const link = new URL(inbox.linkTo('founder@example.com', '/login') ?? '');
    expect(link.origin).toBe('http://brandlens.test');
    expect(link.searchParams.get('evt')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const evt = new URL(inbox.linkTo('founder@example.com', '/login') ?? '').searchParams.get('evt') ?? '';
    const { rows } = await database.pool.query<{ token_hash: string }>(`select token_hash from user_tokens`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.token_hash !== evt && /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('activates the account from the link once, sends the welcome mail, and refuses the link a second time', async () => {
    const evt = new URL(inbox.linkTo('founder@example.com', '/login') ?? '').searchParams.get('evt') ?? '';
    const first = await testApp.call('POST', `/api/email-verifications/${evt}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().activatedUser).toMatchObject({ email: 'founder@example.com', activated: true });
    const welcome = inbox.mails.find((entry) => entry.subject === 'Welcome to Brandlens');
    expect(welcome?.text).toContain('A welcome note from our founder');
    expect(welcome?.text).toContain('called Autopilot before');
    const again = await testApp.call('POST', `/api/email-verifications/${evt}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Your email address could not get verified.');
  });

  it('logs in with a session cookie that is httpOnly and SameSite=Lax, and returns the session shape', async () => {
    const response = await testApp.call('POST', '/api/auth/login/', {
      body: { username: 'FOUNDER@example.com ', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: 'founder@example.com', activated: true, acceptedAutopilotTnC: false },
      organization: { name: 'Acme Outdoor', slug: 'acme-outdoor', plan: 'DEFAULT', stripeSubscriptionId: null },
      isAdminSession: false,
      userRole: 'USER',
      redirectLocation: null,
      inviteUrl: null,
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    cookie = sessionCookieOf(response) ?? '';
    const { rows } = await database.pool.query(`select count(*)::int as n from sessions where token_hash = $1`, [
      cookie.split('=')[1],
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('verifies the session, accepts the terms and lists the seller created at sign-up', async () => {
    const verified = await testApp.call('POST', '/api/sessions/verification', { cookie });
    expect(verified.json().user.email).toBe('founder@example.com');
    const terms = await testApp.call('POST', '/api/v2/user/accept-autopilot-terms-and-conditions', { cookie });
    expect(terms.json().user.acceptedAutopilotTnC).toBe(true);
    const sellers = await testApp.call('GET', '/api/v2/sellers', { cookie });
    expect(sellers.json().sellers).toEqual([expect.objectContaining({ name: 'Acme Outdoor', slug: 'acme-outdoor' })]);
  });

  it('logs out: the session is revoked server-side and the cookie cleared', async () => {
    const logout = await testApp.call('DELETE', '/api/sessions', { cookie });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/bl_session=;/);
    const after = await testApp.call('POST', '/api/sessions/verification', { cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid session');
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await createTestApp(database, { env: { TRUST_PROXY: 'true' } });
    const response = await behindProxy.call('POST', '/api/auth/login', {
      body: { username: email, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    await behindProxy.close();
    expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('refuses a write without the CSRF header, or from a foreign origin, and changes nothing', async () => {
    const body = { user: { email: 'csrf@example.com', password: PASSWORD, confirmedPassword: PASSWORD } };
    const withoutHeader = await testApp.call('POST', '/api/auth/register', { body, withoutCsrfHeader: true });
    expect(withoutHeader.statusCode).toBe(403);
    const foreign = await testApp.call('POST', '/api/auth/register', {
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CSRF_REJECTED');
    const { rows } = await database.pool.query(`select count(*)::int as n from users where email = 'csrf@example.com'`);
    expect(rows[0].n).toBe(0);
  });
});
