import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limits.ts';
import { createUser, mailedLink, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// ADR 0028: invitations are counted in addresses, per inviting account, per
// organization, per client and per address; a request past a limit sends
// nothing and counts nothing.
describe(`invitation limits on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let owner: { cookie: string; userId: string };
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { TRUST_PROXY: 'true' } });
    owner = await createUser(testApp, 'owner@limits.test', { sellerName: 'Limits' });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  const invite = (who: { cookie: string; userId: string }, emailAddresses: string[], ip = '198.51.100.1') =>
    testApp.call('POST', `/api/v2/user/${who.userId}/invite-users-to-organization`, {
      cookie: who.cookie,
      body: { emailAddresses },
      headers: { 'x-forwarded-for': ip },
    });
  const invitationMails = () => testApp.mails.filter((mail) => /invited you to/.test(mail.subject));
  const addresses = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => `${prefix}-${index}@elsewhere.test`);

  it('sends 20 of 5 requests × 20 addresses, refusing the other 4 requests whole with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let refusal;
    for (let request = 0; request < 5; request++) {
      const response = await invite(owner, addresses(`batch${request}`, 20));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal = response;
    }
    console.info(`5 invitation requests × 20 addresses: ${invitationMails().length} mails`);
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expect(invitationMails()).toHaveLength(RATE_LIMITS.invitationsPerAccount.max);
    expect(refusal?.json()).toMatchObject({ code: 'TOO_MANY_INVITATIONS' });
    expect(refusal?.json().message).toMatch(
      /^You can invite 20 addresses per hour\. Wait \d+ minutes? to invite more\.$/,
    );
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from user_tokens where purpose = 'invite'`,
    );
    expect(rows[0]?.n).toBe(20);
  });

  it('still reports addresses that already have an account, which cost no mail', async () => {
    const response = await invite(owner, ['owner@limits.test']);
    expect(response.statusCode).toBe(200);
    expect(response.json().inviteSent).toEqual([{ emailAddress: 'owner@limits.test', emailAlreadyRegistered: true }]);
  });

  const join = async (email: string) => {
    const token = mailedLink(testApp, email, '/sign-up').searchParams.get('token');
    const joined = await testApp.call('POST', '/api/auth/register/user', {
      body: { user: { email, password: PASSWORD, confirmedPassword: PASSWORD }, token },
    });
    expect(joined.statusCode).toBe(201);
    return { cookie: await testApp.logIn(email, PASSWORD), userId: joined.json().user.id as string };
  };

  it('limits invitations to one address within the organization, and counts nothing of a refused request', async () => {
    // A colleague joins through an invitation and invites from another client.
    const colleague = await join('batch0-0@elsewhere.test');
    for (let round = 0; round < RATE_LIMITS.invitationsPerAddress.max - 1; round++) {
      expect((await invite(colleague, ['again@elsewhere.test'], '198.51.100.2')).statusCode).toBe(200);
    }
    // The owner invited batch0-1 once; two more reach that address's 3 a day.
    expect((await invite(colleague, ['batch0-1@elsewhere.test'], '198.51.100.2')).statusCode).toBe(200);
    expect((await invite(colleague, ['batch0-1@elsewhere.test'], '198.51.100.2')).statusCode).toBe(200);
    const sameAddress = await invite(colleague, ['batch0-1@elsewhere.test', 'fresh@elsewhere.test'], '198.51.100.2');
    expect(sameAddress.statusCode).toBe(429);
    expect(sameAddress.json().message).toMatch(/^batch0-1@elsewhere\.test was invited 3 times today already\./);
    expect(testApp.mails.some((mail) => mail.to === 'fresh@elsewhere.test')).toBe(false);
    // The colleague's account had 4 of its 20 before the refused request, which took none: 16 still go.
    expect((await invite(colleague, addresses('more', 16), '198.51.100.3')).statusCode).toBe(200);
    expect((await invite(colleague, ['fresh@elsewhere.test'], '198.51.100.3')).statusCode).toBe(429);
  });

  it("limits the organization's invitations over all its members", async () => {
    // 20 by the owner, 20 by the colleague: a third member has 10 of the organization's 50 a day.
    const third = await join('batch0-2@elsewhere.test');
    const left = RATE_LIMITS.invitationsPerOrganization.max - invitationMails().length;
    expect(left).toBe(10);
    expect((await invite(third, addresses('org', left), '198.51.100.4')).statusCode).toBe(200);
    const refused = await invite(third, ['one-more@elsewhere.test'], '198.51.100.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Your organization can invite 50 addresses per day\./);
  });

  it('limits one client over several organizations', async () => {
    const client = '203.0.113.9';
    const [first, second, third] = [
      await createUser(testApp, 'first@client.test', { sellerName: 'First' }),
      await createUser(testApp, 'second@client.test', { sellerName: 'Second' }),
      await createUser(testApp, 'third@client.test', { sellerName: 'Third' }),
    ];
    expect((await invite(first, addresses('c1', 20), client)).statusCode).toBe(200);
    expect((await invite(second, addresses('c2', 20), client)).statusCode).toBe(200);
    // Each account and organization is within its own limits; the client has had its 40.
    const refused = await invite(third, ['c3@elsewhere.test'], client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many invitations from your network\./);
  });
});
