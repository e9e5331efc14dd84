import type { TestApp } from './test-app.ts';

export const PASSWORD = 'correct horse battery';

/**
 * Signs up through the API, follows the verification link (unless told not
 * to: an unverified account may not invite, upload or write costs) and logs
 * in; returns the session cookie and the user id.
 */
export async function createUser(
  testApp: TestApp,
  email: string,
  extra: Record<string, string> = {},
  options: { isVerified?: boolean } = {},
): Promise<{ cookie: string; userId: string }> {
  const response = await testApp.call('POST', '/api/auth/register', {
    body: {
      user: { email, password: PASSWORD, confirmedPassword: PASSWORD, firstName: 'Test', lastName: 'User', ...extra },
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const userId = (response.json() as { user: { id: string } }).user.id;
  if (options.isVerified ?? true) await verifyEmail(testApp, email);
  const cookie = await testApp.logIn(email, PASSWORD);
  return { cookie, userId };
}

/** Follows the newest verification link mailed to an address. */
export async function verifyEmail(testApp: TestApp, email: string): Promise<void> {
  const evt = mailedLink(testApp, email.toLowerCase(), '/login').searchParams.get('evt') ?? '';
  const response = await testApp.call('POST', `/api/email-verifications/${evt}`);
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.body}`);
}

/** The newest link, in the mails sent to an address, whose path starts with `pathPrefix`. */
export function mailedLink(testApp: TestApp, address: string, pathPrefix: string): URL {
  for (const mail of [...testApp.mails].reverse().filter((entry) => entry.to === address)) {
    const link = (mail.text.match(/https?:\/\/\S+/g) ?? [])
      .map((value) => new URL(value))
      .find((url) => url.pathname.startsWith(pathPrefix));
    if (link) return link;
  }
  throw new Error(`no mail to ${address} with a ${pathPrefix} link`);
}
