import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailedLink, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`organization members on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let owner: { cookie: string; userId: string };
  let rival: { cookie: string; userId: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    owner = await createUser(testApp, 'owner@acme.test', { firstName: 'Olga', lastName: 'Owner', sellerName: 'Acme' });
    rival = await createUser(testApp, 'rival@other.test', {
      firstName: 'Rita',
      lastName: 'Rival',
      sellerName: 'Other',
    });
    const invite = (who: typeof owner, emailAddresses: string[]) =>
      testApp.call('POST', `/api/v2/user/${who.userId}/invite-users-to-organization`, {
        cookie: who.cookie,
        body: { emailAddresses },
      });
    await invite(owner, ['joiner@acme.test', 'pending@acme.test']);
    await invite(owner, ['pending@acme.test']);
    await invite(rival, ['secret-hire@other.test']);
    const link = mailedLink(testApp, 'joiner@acme.test', '/sign-up');
    const joined = await testApp.call('POST', '/api/auth/register', {
      body: {
        user: {
          email: 'joiner@acme.test',
          password: PASSWORD,
          confirmedPassword: PASSWORD,
          firstName: 'Jo',
          lastName: 'Iner',
        },
        token: link.searchParams.get('token'),
      },
    });
    expect(joined.statusCode).toBe(201);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  const members = (cookie: string | undefined) => testApp.call('GET', '/api/v2/organization/members', { cookie });

  it('lists the members with name, email and role, and each pending invitation once with its latest date', async () => {
    const response = await members(owner.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.organization).toEqual({ name: 'Acme' });
    expect(body.members).toEqual([
      {
        id: owner.userId,
        firstName: 'Olga',
        lastName: 'Owner',
        email: 'owner@acme.test',
        role: 'USER',
        // Verified: an account must be, to invite.
        activated: true,
        joinedAt: expect.any(String),
      },
      expect.objectContaining({ firstName: 'Jo', lastName: 'Iner', email: 'joiner@acme.test', role: 'USER' }),
    ]);
    const { rows } = await database.pool.query<{ created_at: Date }>(
      `select created_at from user_tokens where purpose = 'invite' and email = 'pending@acme.test' order by created_at desc`,
    );
    expect(rows).toHaveLength(2);
    expect(body.pendingInvitations).toEqual([
      {
        emailAddress: 'pending@acme.test',
        invitedAt: rows[0]?.created_at.toISOString(),
        expiresAt: expect.any(String),
      },
    ]);
  });

  it('shows the operations role', async () => {
    await database.pool.query(`update users set role = 'OPERATIONS' where email = 'joiner@acme.test'`);
    const joiner = (await members(owner.cookie)).json().members[1];
    expect(joiner).toMatchObject({ email: 'joiner@acme.test', role: 'OPERATIONS' });
  });

  it('never shows members or invitations of another organization, nor any token or hash', async () => {
    const own = await members(owner.cookie);
    expect(own.body).not.toMatch(/rival@other\.test|secret-hire/);
    expect(own.body).not.toMatch(/\$argon2|token|password/i);
    const other = (await members(rival.cookie)).json();
    expect(other.members.map((member: { email: string }) => member.email)).toEqual(['rival@other.test']);
    expect(other.pendingInvitations.map((invite: { emailAddress: string }) => invite.emailAddress)).toEqual([
      'secret-hire@other.test',
    ]);
  });

  it('needs a session', async () => {
    expect((await members(undefined)).statusCode).toBe(401);
  });
});
