import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, MIGRATIONS_FOLDER, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailedLink } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// ADR 0028: the outbox keeps what was sent with the tokens of its links
// redacted; the recipient's mail has the working link, the database none.
describe(`mail tokens kept out of the outbox on ${testBackendName()}`, () => {
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

  const outboxBodies = async () =>
    (
      await database.pool.query<{ template: string; text_body: string; html_body: string }>(
        `select template, text_body, html_body from email_outbox order by created_at`,
      )
    ).rows;

  it('records verification, reset and invitation mails without the tokens their links carry', async () => {
    const owner = await createUser(testApp, 'owner@outbox.test', {}, { isVerified: false });
    const evt = mailedLink(testApp, 'owner@outbox.test', '/login').searchParams.get('evt') ?? '';
    await testApp.call('POST', '/api/auth/request-password-reset-link', { body: { email: 'owner@outbox.test' } });
    const resetToken = mailedLink(testApp, 'owner@outbox.test', '/reset-password').searchParams.get('token') ?? '';
    // The verification link as mailed still works: only the stored copy lost its token.
    expect((await testApp.call('POST', `/api/email-verifications/${evt}`)).statusCode).toBe(200);
    await testApp.call('POST', `/api/v2/user/${owner.userId}/invite-users-to-organization`, {
      cookie: owner.cookie,
      body: { emailAddresses: ['invitee@outbox.test'] },
    });
    const inviteToken = mailedLink(testApp, 'invitee@outbox.test', '/sign-up').searchParams.get('token') ?? '';

    const tokens = [evt, resetToken, inviteToken];
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    const rows = await outboxBodies();
    expect(rows.map((row) => row.template)).toEqual(['email-verification', 'password-reset', 'welcome', 'invitation']);
    const stored = rows.map((row) => row.text_body + row.html_body).join('\n');
    for (const token of tokens) expect(stored).not.toContain(token);
    const tokenInClear = await database.pool.query(
      `select count(*)::int as n from email_outbox where text_body ~ '(token|evt)=[A-Za-z0-9_-]{20}' or html_body ~ '(token|evt)=[A-Za-z0-9_-]{20}'`,
    );
    console.info(`outbox rows with a token in clear: ${tokenInClear.rows[0].n}`);
    expect(tokenInClear.rows[0].n).toBe(0);
    // What was sent stays readable for support.
    expect(rows[1]?.text_body).toContain(
      'Choose a new password: http://brandlens.test/reset-password?token=[redacted]',
    );
    expect(rows[1]?.html_body).toContain('href="http://brandlens.test/reset-password?token=[redacted]"');
    expect(rows[3]?.text_body).toContain('http://brandlens.test/sign-up?token=[redacted]');
  });

  it('redacts the mails recorded before, in the migration that brought this in', async () => {
    const token = 'Abc123_-Abc123_-Abc123_-Abc123_-Abc123_-Abc';
    await database.pool.query(
      `insert into email_outbox (template, to_address, subject, text_body, html_body, status)
       values ('password-reset', 'old@outbox.test', 'Reset', $1, $2, 'logged')`,
      [
        `Choose a new password: http://app.test/reset-password?token=${token}\n\n— Brandlens`,
        `<p><a href="http://app.test/reset-password?token=${token}">Choose</a></p>`,
      ],
    );
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.includes('rate-limits-and-redacted-outbox'));
    const statements = readFileSync(join(MIGRATIONS_FOLDER, file ?? ''), 'utf8').split('--> statement-breakpoint');
    const backfill = statements.find((statement) => statement.includes('UPDATE "email_outbox"'));
    await database.pool.query(backfill ?? 'select 1/0');
    const { rows } = await database.pool.query<{ text_body: string; html_body: string }>(
      `select text_body, html_body from email_outbox where to_address = 'old@outbox.test'`,
    );
    expect(rows).toEqual([
      {
        text_body: 'Choose a new password: http://app.test/reset-password?token=[redacted]\n\n— Brandlens',
        html_body: '<p><a href="http://app.test/reset-password?token=[redacted]">Choose</a></p>',
      },
    ]);
  });
});
