import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailedLink, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`invitations and partner sign-ups on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let owner: { cookie: string; userId: string };
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    owner = await createUser(testApp, 'owner@acme.test', { firstName: 'Olga', lastName: 'Owner', sellerName: 'Acme' });
    await createUser(testApp, 'taken@else.test');
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  const invite = (emailAddresses: string[], who = owner) =>
    testApp.call('POST', `/api/v2/user/${who.userId}/invite-users-to-organization`, {
      cookie: who.cookie,
      body: { emailAddresses },
    });

  it.each([
    [[''], ['Write at least one email address']],
    [['  ', ''], ['Write at least one email address']],
    [['new@acme.test', 'not an address'], ['Malformed e-mail address']],
  ])('validates %o with the SPEC §5 message', async (emailAddresses, messages) => {
    const response = await invite(emailAddresses);
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toEqual(messages);
  });

  it('invites new addresses by mail and reports the registered ones without mailing them', async () => {
    const response = await invite(['New@Acme.test', 'taken@else.test', '', 'new@acme.test']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      inviteSent: [
        { emailAddress: 'new@acme.test', emailAlreadyRegistered: false },
        { emailAddress: 'taken@else.test', emailAlreadyRegistered: true },
      ],
    });
    const { rows } = await database.pool.query(
      `select to_address, subject from email_outbox where template = 'invitation'`,
    );
    expect(rows).toEqual([{ to_address: 'new@acme.test', subject: 'Olga Owner invited you to Acme on Brandlens' }]);
    const pending = await testApp.call('GET', '/api/invites', { cookie: owner.cookie });
    expect(pending.json().invites).toEqual([expect.objectContaining({ emailAddress: 'new@acme.test' })]);
  });

  it('gives invitations 7 days', async () => {
    const { rows } = await database.pool.query(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days from user_tokens where purpose = 'invite'`,
    );
    expect(rows).toEqual([{ days: 7 }]);
  });

  it('shows the invitation on the sign-up page, refuses another address without using it up, then lets the invitee join', async () => {
    const token = mailedLink(testApp, 'new@acme.test', '/sign-up').searchParams.get('token') ?? '';
    const check = await testApp.call('POST', '/api/invites', { body: { token } });
    expect(check.json()).toEqual({ emailAddress: 'new@acme.test', organizationName: 'Acme' });

    const user = (email: string) => ({ email, password: PASSWORD, confirmedPassword: PASSWORD, firstName: 'Nina' });
    const wrong = await testApp.call('POST', '/api/auth/register/user', {
      body: { user: user('other@acme.test'), token },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('This invitation was sent to another email address. Sign up with that address.');

    const joined = await testApp.call('POST', '/api/auth/register/user', {
      body: { user: user('new@acme.test'), token },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ user: { activated: true }, verificationEmailSent: false });
    const session = await testApp.call('POST', '/api/sessions/verification', {
      cookie: await testApp.logIn('new@acme.test', PASSWORD),
    });
    expect(session.json().organization.name).toBe('Acme');
    const confirmation = await database.pool.query(
      `select to_address from email_outbox where template = 'invitation-accepted'`,
    );
    expect(confirmation.rows).toEqual([{ to_address: 'owner@acme.test' }]);

    const reused = await testApp.call('POST', '/api/auth/register/user', {
      body: { user: user('new@acme.test'), token },
    });
    expect(reused.statusCode).toBe(409);
    const reusedCheck = await testApp.call('POST', '/api/invites', { body: { token } });
    expect(reusedCheck.statusCode).toBe(422);
  });

  it('forbids operations users to invite (403) and hides other users', async () => {
    const ops = await createUser(testApp, 'ops@acme.test');
    await database.pool.query(`update users set role = 'OPERATIONS' where email = 'ops@acme.test'`);
    const response = await invite(['someone@acme.test'], ops);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Operations users cannot invite users.');
    const asSomeoneElse = await testApp.call('POST', `/api/v2/user/${owner.userId}/invite-users-to-organization`, {
      cookie: ops.cookie,
      body: { emailAddresses: ['x@acme.test'] },
    });
    expect(asSomeoneElse.statusCode).toBe(404);
  });

  it('records the partner of an invite link on the new organization, and ignores an unknown one', async () => {
    await database.pool.query(`insert into aggregators (slug, name) values ('amz-partners', 'AMZ Partners')`);
    await createUser(testApp, 'partnered@shop.test', { aggregatorSlug: 'amz-partners' });
    await createUser(testApp, 'unknown-partner@shop.test', { aggregatorSlug: 'nobody' });
    const { rows } = await database.pool.query(
      `select u.email, a.slug as aggregator from users u join organizations o on o.id = u.organization_id
       left join aggregators a on a.id = o.aggregator_id where u.email like '%@shop.test' order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'partnered@shop.test', aggregator: 'amz-partners' },
      { email: 'unknown-partner@shop.test', aggregator: null },
    ]);
  });
});
