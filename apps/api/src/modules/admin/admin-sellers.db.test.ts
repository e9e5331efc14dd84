import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';
import { ensureAdminAccount } from './admin.service.ts';

// The admin area's sellers: keyset pages and search, the listing optimisation list, the seller's
// organizations and users, and the link writes with their rules and audit rows.
describe(`admin sellers on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let adminCookie: string;
  const sellerIds: Record<string, string> = {};
  const organizationIds: Record<string, string> = {};
  const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    testApp.call(method, `/api/v2/admin${url}`, { cookie: adminCookie, body });
  const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    for (const [word, title] of [
      ['alpha', 'Alpha'],
      ['bravo', 'Bravo'],
      ['charlie', 'Charlie'],
    ] as const) {
      const user = await createUser(testApp, `owner@${word}.test`, { sellerName: `${title} Goods` });
      const { rows } = await database.pool.query<{ seller_id: string; organization_id: string }>(
        `select os.seller_id, u.organization_id from users u
           join organization_sellers os on os.organization_id = u.organization_id where u.id = $1`,
        [user.userId],
      );
      sellerIds[word] = rows[0]?.seller_id ?? '';
      organizationIds[word] = rows[0]?.organization_id ?? '';
    }
    await database.pool.query(`update sellers set external_id = 'BRAVOMERCHANT' where id = $1`, [sellerIds.bravo]);
    await database.pool.query(`insert into sellers (slug, name) values ('delta-goods', 'Delta Goods')`);
    await database.pool.query(
      `insert into seller_connections (seller_id, provider, region, external_account_id, refresh_token_encrypted, status)
       values ($1, 'amazon_ads', 'na', 'ADS1', 'sealed', 'active')`,
      [sellerIds.alpha],
    );
    await ensureAdminAccount(database.db, 'root@brandlens.test', PASSWORD);
    const login = await testApp.call('POST', '/api/auth/admin/login', {
      body: { username: 'root@brandlens.test', password: PASSWORD },
    });
    adminCookie = sessionCookieOf(login) ?? '';
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('pages through every seller by name, 3 at a time, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await call('GET', `/sellers?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { items: Array<{ name: string }>; nextCursor: string | null };
      seen.push(...names(page.items));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual(['Alpha Goods', 'Bravo Goods', 'Charlie Goods', 'Delta Goods']);
    const first = (await call('GET', '/sellers')).json().items;
    expect(first.map((item: { organizationCount: number }) => item.organizationCount)).toEqual([1, 1, 1, 0]);
    expect(first[0].connections).toEqual([{ provider: 'amazon_ads', status: 'active' }]);
    expect(first[1].connections).toEqual([]);
    expect(JSON.stringify(first)).not.toContain('sealed');
    expect((await call('GET', '/sellers?cursor=garbage')).statusCode).toBe(422);
  });

  it('searches name, slug and external id', async () => {
    const search = async (text: string) => names((await call('GET', `/sellers?search=${text}`)).json().items);
    expect(await search('charl')).toEqual(['Charlie Goods']);
    expect(await search('delta-go')).toEqual(['Delta Goods']);
    expect(await search('bravomerch')).toEqual(['Bravo Goods']);
    expect(await search('%25')).toEqual([]);
  });

  it('renames a seller and switches its listing optimisation on, listed by page with its total', async () => {
    const response = await call('PATCH', `/sellers/${sellerIds.bravo}`, {
      name: 'Bravo Brands',
      listingOptimizationEnabled: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Bravo Brands', listingOptimizationEnabled: true });
    await call('PATCH', `/sellers/${sellerIds.charlie}`, { listingOptimizationEnabled: true });
    const on = (await call('GET', '/sellers/listing-optimization-enabled?page=0&perPage=1')).json();
    expect(on.pagination).toEqual({ page: 0, perPage: 1, total: 2 });
    expect(names(on.sellers)).toEqual(['Bravo Brands']);
    const second = (await call('GET', '/sellers/listing-optimization-enabled?page=1&perPage=1')).json();
    expect(names(second.sellers)).toEqual(['Charlie Goods']);
    const off = (await call('GET', '/sellers/listing-optimization-enabled?enabled=false')).json();
    expect(off.pagination.total).toBe(2);
    expect(names(off.sellers)).toEqual(['Alpha Goods', 'Delta Goods']);
    const { rows } = await database.pool.query(
      `select before, after from admin_audit_events where action = 'seller.update' and target_id = $1`,
      [sellerIds.bravo],
    );
    expect(rows).toEqual([
      {
        before: { name: 'Bravo Goods', listingOptimizationEnabled: false },
        after: { name: 'Bravo Brands', listingOptimizationEnabled: true },
      },
    ]);
  });

  it("links, moves and unlinks organizations; never the seller's last one", async () => {
    const base = `/sellers/${sellerIds.alpha}/organizations`;
    const linked = await call('POST', `${base}/${organizationIds.bravo}`);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().organizations).toHaveLength(2);
    expect((await call('POST', `${base}/${organizationIds.bravo}`)).statusCode).toBe(409);

    const users = (await call('GET', `/sellers/${sellerIds.alpha}/users`)).json().users;
    expect(users.map((user: { email: string }) => user.email)).toEqual(['owner@alpha.test', 'owner@bravo.test']);

    const moved = await call('PATCH', `${base}/${organizationIds.bravo}`, { organizationId: organizationIds.charlie });
    expect(moved.statusCode).toBe(200);
    const ids = (body: { organizations: Array<{ id: string }> }) => body.organizations.map((entry) => entry.id).sort();
    expect(ids(moved.json())).toEqual([organizationIds.alpha, organizationIds.charlie].sort());
    // The owner of the organization it left no longer sees it; the one it joined does.
    const visible = async (word: string) => {
      const cookie = await testApp.logIn(`owner@${word}.test`, PASSWORD);
      const response = await testApp.call('GET', `/api/v2/sellers/${sellerIds.alpha}`, { cookie });
      return response.statusCode;
    };
    expect([await visible('bravo'), await visible('charlie')]).toEqual([404, 200]);

    expect((await call('DELETE', `${base}/${organizationIds.charlie}`)).statusCode).toBe(200);
    const last = await call('DELETE', `${base}/${organizationIds.alpha}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_ORGANIZATION');
    expect((await call('DELETE', `${base}/${organizationIds.bravo}`)).statusCode).toBe(404);
    const organizations = (await call('GET', `/sellers/${sellerIds.alpha}/organizations`)).json().organizations;
    expect(organizations).toMatchObject([{ id: organizationIds.alpha, userCount: 1, plan: 'DEFAULT' }]);

    const { rows } = await database.pool.query<{ action: string }>(
      `select action from admin_audit_events where target_id = $1 order by created_at`,
      [sellerIds.alpha],
    );
    expect(rows.map((row) => row.action)).toEqual([
      'seller.organizations.link',
      'seller.organizations.move',
      'seller.organizations.unlink',
    ]);
  });

  it('answers 404 for an unknown seller and 403 for a user session', async () => {
    expect((await call('GET', '/sellers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const cookie = await testApp.logIn('owner@alpha.test', PASSWORD);
    expect((await testApp.call('GET', '/api/v2/admin/sellers', { cookie })).statusCode).toBe(403);
  });
});
