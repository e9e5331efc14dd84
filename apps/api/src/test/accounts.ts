import type { Database } from '@brandlens/db';
import { findOutboxEntries } from '../platform/mail/outbox.queries.ts';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'correct horse battery';

/** Signs up through the API and logs in; returns the session cookie and the user id. */
export async function createUser(
  testApp: TestApp,
  email: string,
  extra: Record<string, string> = {},
): Promise<{ cookie: string; userId: string }> {
  const response = await testApp.call('POST', '/api/auth/register', {
    body: {
      user: { email, password: PASSWORD, confirmedPassword: PASSWORD, firstName: 'Test', lastName: 'User', ...extra },
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const userId = (response.json() as { user: { id: string } }).user.id;
  const cookie = await testApp.logIn(email, PASSWORD);
  return { cookie, userId };
}

/** The newest link, in the mails recorded for an address, whose path starts with `pathPrefix`. */
export async function outboxLink(db: Database, address: string, pathPrefix: string): Promise<URL> {
  const entries = await findOutboxEntries(db, address);
  for (const entry of entries.reverse()) {
    const link = (entry.textBody.match(/https?:\/\/\S+/g) ?? [])
      .map((value) => new URL(value))
      .find((url) => url.pathname.startsWith(pathPrefix));
    if (link) return link;
  }
  throw new Error(`no mail to ${address} with a ${pathPrefix} link`);
}
