import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';
import { issueUserToken } from '../auth/user-tokens.service.ts';
import { ensureAdminAccount } from './admin.service.ts';

// The admin area's organizations: keyset pages without repeats, search, the writes and their audit rows.
describe(`admin organizations on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let admin: string;
  let lumen: { cookie: string; userId: string };
  const base = '/api/v2/admin/organizations';
  const get = (url: string, cookie = admin, headers?: Record<string, string>) =>
    testApp.call('GET', url, { cookie, ...(headers ? { headers } : {}) });
  const audits = async (action: string) =>
    (
      await database.pool.query<{ admin_email: string; target_label: string; before: unknown; after: unknown }>(
        'select admin_email, target_label, before, after from admin_audit_events where action = $1 order by created_at',
        [action],
      )
    ).rows;
  const organizationIdOf = async (slug: string) =>
    (await database.pool.query<{ id: string }>('select id from organizations where slug = $1', [slug])).rows[0]?.id ??
    '';

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    await ensureAdminAccount(database.db, 'root@admin.test', PASSWORD);
    admin =
      sessionCookieOf(
        await testApp.call('POST', '/api/auth/admin/login', {
          body: { username: 'root@admin.test', password: PASSWORD },
        }),
      ) ?? '';
    lumen = await createUser(testApp, 'anna@lumen.test', { sellerName: 'Lumen Goods' });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('answers 401 without a session and 403 to a user session, and changes nothing', async () => {
    expect((await get(base, '')).statusCode).toBe(401);
    const forbidden = await get(base, lumen.cookie);
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([403, 'Forbidden']);
    const write = await testApp.call('PATCH', `${base}/lumen-goods/plan`, {
      cookie: lumen.cookie,
      body: { plan: 'PAID' },
    });
    expect(write.statusCode).toBe(403);
    expect((await get(`${base}/lumen-goods`)).json().plan).toBe('DEFAULT');
  });

  it('pages newest first across equal creation times without repeating or missing one', async () => {
    // Seven ENTERPRISE organizations beside the staff's, three created in the same microsecond: the id breaks the tie.
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into organizations (name, slug, plan, created_at)
       select 'Paged ' || n, 'paged-' || n, 'ENTERPRISE',
              case when n <= 3 then timestamptz '2025-03-01 10:00:00.123456+00' else timestamptz '2025-03-01' + n * interval '1 day' end
       from generate_series(1, 7) n
       returning id`,
    );
    const expected = (
      await database.pool.query<{ slug: string }>(
        `select slug from organizations where plan = 'ENTERPRISE' order by created_at desc, id desc`,
      )
    ).rows.map((row) => row.slug);
    expect(rows).toHaveLength(7);
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const url = `${base}?plan=ENTERPRISE&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(url)).json() as { items: Array<{ slug: string }>; nextCursor: string | null };
      sizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([3, 3, 2]);
    expect(seen).toEqual(expected);
    expect(seen.slice(0, 5)).toEqual(['brandlens-staff', 'paged-7', 'paged-6', 'paged-5', 'paged-4']);
    expect(new Set(seen).size).toBe(8);
    expect((await get(`${base}?cursor=bm9wZQ`)).statusCode).toBe(422);
  });

  it("finds an organization by a user's email and by a seller's slug, with its counts", async () => {
    const byEmail = (await get(`${base}?search=ANNA@lumen`)).json();
    expect(byEmail.items).toHaveLength(1);
    expect(byEmail.items[0]).toMatchObject({ slug: 'lumen-goods', plan: 'DEFAULT', userCount: 1, sellerCount: 1 });
    expect((await get(`${base}?search=lumen-go`)).json().items.map((item: { slug: string }) => item.slug)).toEqual([
      'lumen-goods',
    ]);
    // % is a character like any other, not a wildcard.
    expect((await get(`${base}?search=${encodeURIComponent('%')}`)).json().items).toEqual([]);
    const suggestions = (await get(`${base}/user-emails-seller-slugs?search=anna`)).json();
    expect(suggestions.items).toEqual([
      expect.objectContaining({ slug: 'lumen-goods', userEmails: ['anna@lumen.test'], sellerSlugs: ['lumen-goods'] }),
    ]);
  });

  it('reads one organization by id or slug, its users and its sellers', async () => {
    const id = await organizationIdOf('lumen-goods');
    expect((await get(`${base}/${id}`)).json().slug).toBe('lumen-goods');
    const users = (await get(`${base}/lumen-goods/users`)).json().items;
    expect(users).toEqual([expect.objectContaining({ email: 'anna@lumen.test', activated: true, isAdmin: false })]);
    expect(JSON.stringify(users)).not.toContain('argon2');
    expect((await get(`${base}/${id}/sellers`)).json().items.map((seller: { slug: string }) => seller.slug)).toEqual([
      'lumen-goods',
    ]);
    expect((await get(`${base}/no-such-organization`)).statusCode).toBe(404);
  });

  it('changes the plan and records who did it with the plan before and after', async () => {
    const response = await testApp.call('PATCH', `${base}/lumen-goods/plan`, { cookie: admin, body: { plan: 'PAID' } });
    expect([response.statusCode, response.json().plan]).toEqual([200, 'PAID']);
    expect(await audits('organization.plan')).toEqual([
      {
        admin_email: 'root@admin.test',
        target_label: 'lumen-goods',
        before: { plan: 'DEFAULT' },
        after: { plan: 'PAID' },
      },
    ]);
  });

  it('keeps a subscribed organization off DEFAULT: Stripe would set it back', async () => {
    await database.pool.query(`update organizations set stripe_subscription_id = 'sub_1' where slug = 'lumen-goods'`);
    const refused = await testApp.call('PATCH', `${base}/lumen-goods/plan`, {
      cookie: admin,
      body: { plan: 'DEFAULT' },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ORGANIZATION_SUBSCRIBED']);
    const enterprise = await testApp.call('PATCH', `${base}/lumen-goods/plan`, {
      cookie: admin,
      body: { plan: 'ENTERPRISE' },
    });
    expect(enterprise.json().plan).toBe('ENTERPRISE');
    await database.pool.query(
      `update organizations set stripe_subscription_id = null, plan = 'DEFAULT' where slug = 'lumen-goods'`,
    );
    expect(await audits('organization.plan')).toHaveLength(2);
  });

  it('renames, refuses a slug another organization has with 409, and audits only what changed', async () => {
    const taken = await testApp.call('PATCH', `${base}/lumen-goods`, { cookie: admin, body: { slug: 'paged-1' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another organization already uses the slug paged-1. Choose another one.');
    const renamed = await testApp.call('PATCH', `${base}/lumen-goods`, {
      cookie: admin,
      body: { name: 'Lumen Home', slug: 'lumen-home' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Lumen Home', slug: 'lumen-home' });
    expect(await audits('organization.update')).toEqual([
      {
        admin_email: 'root@admin.test',
        target_label: 'lumen-home',
        before: { name: 'Lumen Goods', slug: 'lumen-goods' },
        after: { name: 'Lumen Home', slug: 'lumen-home' },
      },
    ]);
  });

  it('creates an organization with a free slug, or 409 for a slug given that is taken', async () => {
    const created = await testApp.call('POST', base, { cookie: admin, body: { name: 'Paged 1' } });
    expect([created.statusCode, created.json().slug, created.json().userCount]).toEqual([201, 'paged-1-2', 0]);
    const taken = await testApp.call('POST', base, { cookie: admin, body: { name: 'Other', slug: 'paged-2' } });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'ORGANIZATION_SLUG_TAKEN']);
    expect((await audits('organization.create')).map((row) => row.after)).toEqual([
      { name: 'Paged 1', slug: 'paged-1-2', plan: 'DEFAULT' },
    ]);
  });

  it('adds a seller once; again is a 409 result with status ALREADY_ADDED', async () => {
    const add = () =>
      testApp.call('POST', `${base}/paged-1-2/add-seller`, { cookie: admin, body: { seller: 'lumen-goods' } });
    const first = await add();
    expect([first.statusCode, first.json().status, first.json().seller.slug]).toEqual([200, 'ADDED', 'lumen-goods']);
    const again = await add();
    expect([again.statusCode, again.json().status]).toEqual([409, 'ALREADY_ADDED']);
    const missing = await testApp.call('POST', `${base}/paged-1-2/add-seller`, {
      cookie: admin,
      body: { seller: 'nope' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await audits('organization.add-seller')).toHaveLength(1);
    expect((await get(`${base}/paged-1-2`)).json().sellerCount).toBe(1);
  });

  it('hands out an invitation link from APP_URL that signs the address up into the organization', async () => {
    const response = await get(`${base}/paged-1-2/invite?email=New@Paged.test`, admin, { host: 'evil.example' });
    expect(response.statusCode).toBe(200);
    const link = new URL(response.json().inviteUrl);
    expect([link.origin, link.pathname, response.json().emailAddress]).toEqual([
      'http://brandlens.test',
      '/sign-up',
      'new@paged.test',
    ]);
    const user = {
      email: 'new@paged.test',
      password: PASSWORD,
      confirmedPassword: PASSWORD,
      firstName: 'N',
      lastName: 'P',
    };
    const signUp = await testApp.call('POST', '/api/auth/register/user', {
      body: { user, token: link.searchParams.get('token') },
    });
    expect(signUp.statusCode).toBe(201);
    expect((await get(`${base}/paged-1-2`)).json().userCount).toBe(1);
    const registered = await get(`${base}/paged-1-2/invite?email=anna@lumen.test`);
    expect([registered.statusCode, registered.json().code]).toEqual([409, 'EMAIL_ALREADY_REGISTERED']);
    expect((await audits('organization.invite-link')).map((row) => row.after)).toEqual([
      { emailAddress: 'new@paged.test', expiresAt: response.json().expiresAt },
    ]);
    const crossSite = await get(`${base}/paged-1-2/invite?email=x@paged.test`, admin, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('invite-all mails unverified members and recent invitees again, up to the per-address limits', async () => {
    const late = await createUser(testApp, 'late@nova.test', { sellerName: 'Nova Goods' }, { isVerified: false });
    const organizationId = await organizationIdOf('nova-goods');
    await issueUserToken(database.db, {
      purpose: 'invite',
      email: 'guest@nova.test',
      organizationId,
      createdByUserId: late.userId,
    });
    const before = testApp.mails.length;
    const runs = [];
    for (let n = 0; n < 4; n++) runs.push((await get(`${base}/nova-goods/invite-all`)).json().items);
    expect(runs[0]).toEqual([
      { emailAddress: 'late@nova.test', kind: 'verification', isSent: true, reason: null },
      { emailAddress: 'guest@nova.test', kind: 'invitation', isSent: true, reason: null },
    ]);
    // Three verification mails an hour and three invitations a day per address, as elsewhere.
    expect(runs[3].map((item: { isSent: boolean; reason: string }) => [item.isSent, item.reason])).toEqual([
      [false, 'RATE_LIMITED'],
      [false, 'RATE_LIMITED'],
    ]);
    const sent = testApp.mails.slice(before);
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      ...Array(3).fill('guest@nova.test'),
      ...Array(3).fill('late@nova.test'),
    ]);
    expect(sent.find((mail) => mail.to === 'guest@nova.test')?.subject).toBe(
      'Test User invited you to Nova Goods on Brandlens',
    );
    expect((await audits('organization.invite-all')).at(-1)?.after).toEqual({
      verificationSent: [],
      invitationSent: [],
      rateLimited: ['late@nova.test', 'guest@nova.test'],
    });
  });
});
