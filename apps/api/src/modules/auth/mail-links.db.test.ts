import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailedLink } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// ADR 0028: the links in mails come from configuration only. Without APP_URL
// (development and tests) they lead to this server's own address, whatever
// Host or X-Forwarded-Host the request carries.
describe(`links in mails without APP_URL on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const spoofed = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { APP_URL: '', PORT: '4321', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('builds verification, reset and invitation links on the configured origin, never the Host header', async () => {
    const signUp = await testApp.call('POST', '/api/auth/register', {
      headers: spoofed,
      body: { user: { email: 'host@links.test', password: 'a long password', confirmedPassword: 'a long password' } },
    });
    expect(signUp.statusCode).toBe(201);
    await testApp.call('POST', '/api/auth/request-password-reset-link', {
      headers: spoofed,
      body: { email: 'host@links.test' },
    });
    const inviter = await createUser(testApp, 'inviter@links.test');
    await testApp.call('POST', `/api/v2/user/${inviter.userId}/invite-users-to-organization`, {
      cookie: inviter.cookie,
      headers: spoofed,
      body: { emailAddresses: ['invitee@links.test'] },
    });
    const links = [
      mailedLink(testApp, 'host@links.test', '/login'),
      mailedLink(testApp, 'host@links.test', '/reset-password'),
      mailedLink(testApp, 'invitee@links.test', '/sign-up'),
    ];
    console.info(`reset link with Host: evil.example → ${links[1]?.origin}${links[1]?.pathname}`);
    expect(links.map((link) => link.origin)).toEqual([
      'http://127.0.0.1:4321',
      'http://127.0.0.1:4321',
      'http://127.0.0.1:4321',
    ]);
    expect(testApp.mails.some((mail) => mail.text.includes('evil.example'))).toBe(false);
  });
});
