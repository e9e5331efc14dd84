import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';
import { ensureAdminAccount } from './admin.service.ts';

// The admin area's users: keyset pages, filters, the detail, changes, deletion and email settings,
// each write with its audit row.
describe(`admin users on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let adminCookie: string;
  let adminId: string;
  const people: Record<string, { cookie: string; userId: string }> = {};
  const organizationOf = async (userId: string) =>
    (await database.pool.query<{ id: string }>('select organization_id as id from users where id = $1', [userId]))
      .rows[0]?.id ?? '';
  const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'PUT', url: string, body?: unknown) =>
    testApp.call(method, `/api/v2/admin${url}`, { cookie: adminCookie, body });
  const audit = async (action: string) =>
    (
      await database.pool.query<{ target_label: string; before: unknown; after: unknown }>(
        'select target_label, before, after from admin_audit_events where action = $1 order by created_at',
        [action],
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    people.anna = await createUser(testApp, 'anna@alpha.test', { sellerName: 'Alpha Goods', firstName: 'Anna' });
    people.bruno = await createUser(testApp, 'bruno@bravo.test', { sellerName: 'Bravo Goods', firstName: 'Bruno' });
    people.carla = await createUser(testApp, 'carla@charlie.test', { sellerName: 'Charlie Goods', firstName: 'Carla' });
    people.dora = await createUser(testApp, 'dora@delta.test', { sellerName: 'Delta Goods', firstName: 'Dora' });
    await ensureAdminAccount(database.db, 'root@brandlens.test', PASSWORD);
    const login = await testApp.call('POST', '/api/auth/admin/login', {
      body: { username: 'root@brandlens.test', password: PASSWORD },
    });
    adminCookie = sessionCookieOf(login) ?? '';
    adminId = (await call('GET', '/users?search=root')).json().items[0].id;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('pages through every user by email, 2 at a time, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await call('GET', `/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { items: Array<{ email: string }>; nextCursor: string | null };
      seen.push(...page.items.map((item) => item.email));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([
      'anna@alpha.test',
      'bruno@bravo.test',
      'carla@charlie.test',
      'dora@delta.test',
      'root@brandlens.test',
    ]);
    expect((await call('GET', '/users?cursor=bm90LWFuLWVtYWls')).statusCode).toBe(422);
  });

  it('filters by search, organization, role and admin', async () => {
    const emails = async (query: string) =>
      ((await call('GET', `/users?${query}`)).json().items as Array<{ email: string }>).map((item) => item.email);
    expect(await emails('search=CARLA')).toEqual(['carla@charlie.test']);
    expect(await emails(`organizationId=${await organizationOf(people.bruno?.userId ?? '')}`)).toEqual([
      'bruno@bravo.test',
    ]);
    expect(await emails('isAdmin=true')).toEqual(['root@brandlens.test']);
    expect(await emails('role=OPERATIONS')).toEqual([]);
    expect((await call('GET', '/users?role=BOSS')).statusCode).toBe(422);
  });

  it('reads one user with organization, live sessions and last seen; never the password hash', async () => {
    const response = await call('GET', `/users/${people.anna?.userId}`);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      email: 'anna@alpha.test',
      firstName: 'Anna',
      role: 'USER',
      isAdmin: false,
      activated: true,
      organization: { slug: expect.any(String) },
      sessionCount: 1,
    });
    expect(user.lastSeenAt).not.toBeNull();
    expect(response.body).not.toContain('passwordHash');
    expect((await call('GET', '/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('changes name and role and moves a user to another organization, with an audit row', async () => {
    const target = await organizationOf(people.carla?.userId ?? '');
    const response = await call('PATCH', `/users/${people.dora?.userId}`, {
      lastName: 'Vega',
      role: 'OPERATIONS',
      organizationId: target,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lastName: 'Vega', role: 'OPERATIONS', organization: { id: target } });
    // The moved user's own session now sees the new organization's seller.
    const sellers = await testApp.call('GET', '/api/v2/sellers', { cookie: people.dora?.cookie });
    expect(sellers.json().sellers.map((seller: { name: string }) => seller.name)).toEqual(['Charlie Goods']);
    const [row] = await audit('user.update');
    expect(row?.target_label).toBe('dora@delta.test');
    expect(row?.after).toEqual({ lastName: 'Vega', role: 'OPERATIONS', organizationId: target });
    expect(row?.before).toMatchObject({ lastName: 'User', role: 'USER' });
    expect((await call('PATCH', `/users/${people.dora?.userId}`, {})).statusCode).toBe(422);
    const unknownOrganization = await call('PATCH', `/users/${people.dora?.userId}`, {
      organizationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownOrganization.statusCode).toBe(404);
  });

  it('refuses to delete yourself or an admin; deletes a user, whose cookie answers 401 at once', async () => {
    expect((await call('DELETE', `/users/${adminId}`)).json().code).toBe('CANNOT_DELETE_YOURSELF');
    await ensureAdminAccount(database.db, 'carla@charlie.test', 'unused');
    const admin = await call('DELETE', `/users/${people.carla?.userId}`);
    expect(admin.statusCode).toBe(409);
    expect(admin.json().code).toBe('CANNOT_DELETE_ADMIN');

    const cookie = people.bruno?.cookie;
    expect((await testApp.call('GET', '/api/v2/sellers', { cookie })).statusCode).toBe(200);
    const deleted = await call('DELETE', `/users/${people.bruno?.userId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: people.bruno?.userId, email: 'bruno@bravo.test' });
    expect((await testApp.call('GET', '/api/v2/sellers', { cookie })).statusCode).toBe(401);
    const { rows } = await database.pool.query('select count(*)::int as n from sessions where user_id = $1', [
      people.bruno?.userId,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
    const [row] = await audit('user.delete');
    expect(row).toMatchObject({ target_label: 'bruno@bravo.test', after: null, before: { email: 'bruno@bravo.test' } });
    expect(JSON.stringify(row)).not.toMatch(/password|token/i);
    expect((await call('DELETE', `/users/${people.bruno?.userId}`)).statusCode).toBe(404);
  });

  it("reads and sets a user's email settings, and lists the catalogue with defaults", async () => {
    const url = `/users/${people.anna?.userId}/email-settings`;
    const defaults = { dailyAlertSummary: true, weeklyInsights: true, productNews: false, importResults: true };
    expect((await call('GET', url)).json()).toEqual({ emailSettings: defaults });
    const chosen = { ...defaults, weeklyInsights: false, productNews: true };
    expect((await call('PUT', url, { emailSettings: chosen })).json()).toEqual({ emailSettings: chosen });
    // The user sees what the admin set.
    const own = await testApp.call('GET', '/api/v2/user/email-settings', { cookie: people.anna?.cookie });
    expect(own.json()).toEqual({ emailSettings: chosen });
    expect(await audit('user.email-settings')).toEqual([
      { target_label: 'anna@alpha.test', before: defaults, after: chosen },
    ]);
    const catalogue = (await call('GET', '/email-settings')).json().emailSettings;
    expect(catalogue.map((entry: { key: string; defaultValue: boolean }) => [entry.key, entry.defaultValue])).toEqual([
      ['dailyAlertSummary', true],
      ['weeklyInsights', true],
      ['productNews', false],
      ['importResults', true],
    ]);
    expect(catalogue[0].description).toBe('A daily mail with the alerts of the last day');
  });
});
