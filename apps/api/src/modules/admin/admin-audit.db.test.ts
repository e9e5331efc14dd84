import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';
import { ensureAdminAccount } from './admin.service.ts';

interface Event {
  id: string;
  adminEmail: string;
  action: string;
  targetLabel: string;
  before: unknown;
  after: unknown;
}

// The audit log read back: newest first, keyset pages, filters; and the admin home's counts.
describe(`admin audit log and overview on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const cookies: Record<'root' | 'ops', string> = { root: '', ops: '' };
  let member: { cookie: string; userId: string };
  const events = '/api/v2/admin/audit-events';
  const get = (url: string, cookie = cookies.root) => testApp.call('GET', url, { cookie });
  const all = async (query: string, limit: number) => {
    const pages: Event[][] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`${events}?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      const page = response.json() as { items: Event[]; nextCursor: string | null };
      pages.push(page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return pages;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    for (const name of ['root', 'ops'] as const) {
      await ensureAdminAccount(database.db, `${name}@admin.test`, PASSWORD);
      const login = await testApp.call('POST', '/api/auth/admin/login', {
        body: { username: `${name}@admin.test`, password: PASSWORD },
      });
      cookies[name] = sessionCookieOf(login) ?? '';
    }
    member = await createUser(testApp, 'anna@lumen.test', { sellerName: 'Lumen Goods' });
    // Five writes: three by root, two by ops, in this order.
    const write = (who: 'root' | 'ops', method: 'POST' | 'PATCH', url: string, body: unknown) =>
      testApp.call(method, `/api/v2/admin/organizations${url}`, { cookie: cookies[who], body });
    for (const [who, method, url, body] of [
      ['root', 'POST', '', { name: 'Atlas' }],
      ['root', 'PATCH', '/atlas/plan', { plan: 'PAID' }],
      ['ops', 'PATCH', '/lumen-goods/plan', { plan: 'ENTERPRISE' }],
      ['root', 'PATCH', '/atlas', { name: 'Atlas Trading' }],
      ['ops', 'POST', '/atlas/add-seller', { seller: 'lumen-goods' }],
    ] as const) {
      const response = await write(who, method, url, body);
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    }
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('answers 403 to a user session and 401 without one', async () => {
    expect((await get(events, member.cookie)).statusCode).toBe(403);
    expect((await get('/api/v2/admin/overview', member.cookie)).statusCode).toBe(403);
    expect((await get(events, '')).statusCode).toBe(401);
  });

  it('lists newest first, two at a time, without repeats', async () => {
    const pages = await all('', 2);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const flat = pages.flat();
    expect(new Set(flat.map((event) => event.id)).size).toBe(5);
    expect(flat.map((event) => `${event.adminEmail} ${event.action} ${event.targetLabel}`)).toEqual([
      'ops@admin.test organization.add-seller atlas',
      'root@admin.test organization.update atlas',
      'ops@admin.test organization.plan lumen-goods',
      'root@admin.test organization.plan atlas',
      'root@admin.test organization.create atlas',
    ]);
    expect(flat[2]).toMatchObject({ before: { plan: 'DEFAULT' }, after: { plan: 'ENTERPRISE' } });
  });

  it('filters by admin, action, target and time', async () => {
    const actions = async (query: string) => (await all(query, 50)).flat().map((event) => event.action);
    expect(await actions('&admin=OPS@admin.test')).toEqual(['organization.add-seller', 'organization.plan']);
    expect(await actions('&action=organization.plan')).toEqual(['organization.plan', 'organization.plan']);
    const { rows } = await database.pool.query<{ id: string }>(`select id from organizations where slug = 'atlas'`);
    expect(await actions(`&targetType=organization&targetId=${rows[0]?.id}`)).toEqual([
      'organization.add-seller',
      'organization.update',
      'organization.plan',
      'organization.create',
    ]);
    expect(await actions('&admin=nobody@admin.test')).toEqual([]);
    expect(await actions('&from=2000-01-01T00:00:00Z&to=2001-01-01T00:00:00Z')).toEqual([]);
    expect(await actions(`&from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`)).toHaveLength(
      5,
    );
    expect((await get(`${events}?cursor=not-a-cursor`)).statusCode).toBe(422);
    expect((await get(`${events}?targetType=invoice`)).statusCode).toBe(422);
  });

  it('counts organizations by plan, sellers, users and the sessions of the last day', async () => {
    // A session last seen two days ago does not count as active.
    const stale = await testApp.logIn('anna@lumen.test', PASSWORD);
    await database.pool.query(
      `update sessions set last_seen_at = now() - interval '2 days'
       where id = (select id from sessions order by created_at desc limit 1)`,
    );
    expect(stale).toBeTruthy();
    const overview = (await get('/api/v2/admin/overview')).json();
    expect(overview).toMatchObject({
      // Lumen Goods (now ENTERPRISE), the staff organization (ENTERPRISE) and Atlas (PAID).
      organizationsByPlan: { DEFAULT: 0, PAID: 1, ENTERPRISE: 2 },
      organizationCount: 3,
      sellerCount: 1,
      userCount: 3,
      activeUsersLast24h: 3,
      activeSessionsLast24h: 3,
    });
    expect(overview.latestAuditEvents.map((event: Event) => event.action)[0]).toBe('organization.add-seller');
    expect(overview.latestAuditEvents).toHaveLength(5);
  });
});
