import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const NEW_PASSWORD = 'a brand new passphrase';

describe(`password change on ${testBackendName()}`, () => {
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

  const change = (cookie: string | undefined, body: Record<string, string>) =>
    testApp.call('POST', '/api/v2/user/change-password', { cookie, body });
  const isLive = async (cookie: string) =>
    (await testApp.call('GET', '/api/v2/user/email-settings', { cookie })).statusCode === 200;
  const logInStatus = async (email: string, password: string) =>
    (await testApp.call('POST', '/api/auth/login', { body: { username: email, password } })).statusCode;

  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const { cookie } = await createUser(testApp, 'wrong@example.com');
    const response = await change(cookie, {
      currentPassword: 'not my password',
      password: NEW_PASSWORD,
      confirmedPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      message: 'Your current password is not correct.',
    });
    expect(await isLive(cookie)).toBe(true);
    expect(await logInStatus('wrong@example.com', PASSWORD)).toBe(200);
    expect(await logInStatus('wrong@example.com', NEW_PASSWORD)).toBe(401);
  });

  it.each([
    [{ password: 'short', confirmedPassword: 'short' }, ['Password must be 8 to 64 characters']],
    [{ password: 'x'.repeat(65), confirmedPassword: 'x'.repeat(65) }, ['Password must be 8 to 64 characters']],
    [{ password: NEW_PASSWORD, confirmedPassword: 'something else' }, ['Passwords must match']],
    [{ password: PASSWORD, confirmedPassword: PASSWORD }, ['Choose a new password that differs from the current one']],
    [{ currentPassword: '', password: NEW_PASSWORD, confirmedPassword: NEW_PASSWORD }, ['Write your current password']],
  ])('validates %o with the SPEC §5 messages', async (fields, errors) => {
    const { cookie } = await createUser(testApp, `rules-${Math.random().toString(36).slice(2)}@example.com`);
    const response = await change(cookie, { currentPassword: PASSWORD, ...fields });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toEqual(errors);
  });

  it('sets the new password, ends every other session of the user and keeps this one', async () => {
    const { cookie } = await createUser(testApp, 'change@example.com');
    const otherBrowser = await testApp.logIn('change@example.com', PASSWORD);
    const thirdBrowser = await testApp.logIn('change@example.com', PASSWORD);
    const someoneElse = (await createUser(testApp, 'bystander@example.com')).cookie;

    const response = await change(cookie, {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmedPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passwordChanged: true, otherSessionsEnded: 2 });

    expect(await isLive(cookie)).toBe(true);
    expect(await isLive(otherBrowser)).toBe(false);
    expect(await isLive(thirdBrowser)).toBe(false);
    expect(await isLive(someoneElse)).toBe(true);
    expect(await logInStatus('change@example.com', PASSWORD)).toBe(401);
    expect(await logInStatus('change@example.com', NEW_PASSWORD)).toBe(200);
    const { rows } = await database.pool.query<{ password_hash: string }>(
      `select password_hash from users where email = 'change@example.com'`,
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('throttles like login: five wrong passwords lock the check (and the login) of that account', async () => {
    const { cookie } = await createUser(testApp, 'guess@example.com');
    const guess = (currentPassword: string) =>
      change(cookie, { currentPassword, password: NEW_PASSWORD, confirmedPassword: NEW_PASSWORD });
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await guess(`guess number ${attempt}`)).statusCode).toBe(422);

    const locked = await guess(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many wrong passwords for this account. Wait 15 minutes, or reset your password.',
    );
    expect(await logInStatus('guess@example.com', PASSWORD)).toBe(429);
    expect(await logInStatus('bystander@example.com', PASSWORD)).toBe(200);
  });

  it('needs a session and the CSRF header', async () => {
    const body = { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmedPassword: NEW_PASSWORD };
    expect((await change(undefined, body)).statusCode).toBe(401);
    const { cookie } = await createUser(testApp, 'csrf@example.com');
    const crossSite = await testApp.call('POST', '/api/v2/user/change-password', {
      cookie,
      body,
      withoutCsrfHeader: true,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await logInStatus('csrf@example.com', PASSWORD)).toBe(200);
  });
});
