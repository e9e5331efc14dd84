import { createTestDatabase, products, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { resolveSellerBrands } from './brand-configurations.service.ts';

describe(`brand configurations on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let aliceSellerId: string;
  const base = '/api/v2/sellers/alpha-goods/brand-configurations';

  const list = async (cookie = alice.cookie) =>
    (await testApp.call('GET', base, { cookie })).json().brandConfigurations as Array<{
      id: string;
      name: string;
      slug: string;
      brandKeys: string[];
    }>;
  const create = (body: unknown, cookie = alice.cookie) => testApp.call('POST', base, { cookie, body });

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@brands.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@brands.test', { sellerName: 'Beta Brands' });
    aliceSellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    const product = (sku: string, brand: string | null, marketplaceId = 'ATVPDKIKX0DER') => ({
      sellerId: aliceSellerId,
      marketplaceId,
      sku,
      asin: `B0${sku}`,
      brand,
    });
    await database.db
      .insert(products)
      .values([
        product('ACME-1', 'Acme'),
        product('ACME-2', 'Acme'),
        product('ACME-1', 'Acme', 'A1PA6795UKMFR9'),
        product('ACMEPRO-1', 'Acme Pro'),
        product('ZEN-1', 'Zenith'),
        product('NOBRAND-1', null),
        product('EMPTY-1', ''),
        product('KETTLE-1', 'kettle-co'),
      ]);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });
  beforeEach(async () => {
    await database.pool.query('delete from brand_configurations');
  });

  it('creates, lists, updates and deletes a configuration, and resolveSellerBrands regroups each time', async () => {
    expect(await resolveSellerBrands(database.db, aliceSellerId)).toEqual([
      { key: 'Acme', name: 'Acme', configurationId: null, brandKeys: ['Acme'] },
      { key: 'Acme Pro', name: 'Acme Pro', configurationId: null, brandKeys: ['Acme Pro'] },
      { key: 'kettle-co', name: 'kettle-co', configurationId: null, brandKeys: ['kettle-co'] },
      { key: 'Zenith', name: 'Zenith', configurationId: null, brandKeys: ['Zenith'] },
    ]);

    const created = await create({ name: ' Acme Group ', slug: 'acme-group', brandKeys: ['Acme Pro', 'Acme', 'Acme'] });
    expect(created.statusCode).toBe(201);
    const configuration = created.json();
    expect(configuration).toEqual({
      id: expect.any(String),
      name: 'Acme Group',
      slug: 'acme-group',
      brandKeys: ['Acme Pro', 'Acme'],
    });
    expect(await list()).toEqual([configuration]);
    expect(await resolveSellerBrands(database.db, aliceSellerId)).toEqual([
      { key: 'acme-group', name: 'Acme Group', configurationId: configuration.id, brandKeys: ['Acme Pro', 'Acme'] },
      { key: 'kettle-co', name: 'kettle-co', configurationId: null, brandKeys: ['kettle-co'] },
      { key: 'Zenith', name: 'Zenith', configurationId: null, brandKeys: ['Zenith'] },
    ]);

    const updated = await testApp.call('PUT', `${base}/${configuration.id}`, {
      cookie: alice.cookie,
      body: { name: 'Acme Family', slug: 'acme', brandKeys: ['Acme'] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: configuration.id, name: 'Acme Family', slug: 'acme', brandKeys: ['Acme'] });
    expect(await resolveSellerBrands(database.db, aliceSellerId)).toEqual([
      { key: 'acme', name: 'Acme Family', configurationId: configuration.id, brandKeys: ['Acme'] },
      { key: 'Acme Pro', name: 'Acme Pro', configurationId: null, brandKeys: ['Acme Pro'] },
      { key: 'kettle-co', name: 'kettle-co', configurationId: null, brandKeys: ['kettle-co'] },
      { key: 'Zenith', name: 'Zenith', configurationId: null, brandKeys: ['Zenith'] },
    ]);

    const deleted = await testApp.call('DELETE', `${base}/${configuration.id}`, { cookie: alice.cookie });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: configuration.id, deleted: true });
    expect(await list()).toEqual([]);
    expect((await resolveSellerBrands(database.db, aliceSellerId)).map((brand) => brand.key)).toEqual([
      'Acme',
      'Acme Pro',
      'kettle-co',
      'Zenith',
    ]);
    const again = await testApp.call('DELETE', `${base}/${configuration.id}`, { cookie: alice.cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Brand configuration not found');
  });

  it('answers 422 with the SPEC §5 slug message and the form messages, and stores nothing', async () => {
    const response = await create({ name: '  ', slug: 'Acme Group!', brandKeys: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toEqual([
      'Write the brand name',
      'Must be a alphanumeric with specials characters _-',
      'Choose at least one brand',
    ]);
    const short = await create({ name: 'Acme', slug: 'ab', brandKeys: ['Acme'] });
    expect(short.json().details.errors).toEqual(['Must be a alphanumeric with specials characters _-']);
    const reserved = await create({ name: 'All', slug: 'all', brandKeys: ['Acme'] });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().details.errors).toEqual(["The slug 'all' is reserved for All Brands"]);
    expect(await list()).toEqual([]);
  });

  it('rejects unknown brand keys, a key already grouped, a taken slug and a slug naming another brand', async () => {
    const first = await create({ name: 'Acme Group', slug: 'acme-group', brandKeys: ['Acme'] });
    expect(first.statusCode).toBe(201);

    const unknown = await create({ name: 'Other', slug: 'other', brandKeys: ['Zenith', 'Nope', 'acme'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'BRAND_CONFIGURATION_INVALID',
      message: 'The brand configuration was not saved.',
      details: {
        errors: [
          'Unknown brand "Nope": no product of this seller has it',
          'Unknown brand "acme": no product of this seller has it',
        ],
      },
    });

    const taken = await create({ name: 'Second', slug: 'acme-group', brandKeys: ['Acme', 'Zenith'] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details.errors).toEqual([
      'The brand "Acme" already belongs to "Acme Group"',
      'The slug "acme-group" is already used by "Acme Group"',
    ]);

    // Keeping its own keys and slug is no conflict with itself.
    const same = await testApp.call('PUT', `${base}/${first.json().id}`, {
      cookie: alice.cookie,
      body: { name: 'Acme Group', slug: 'acme-group', brandKeys: ['Acme', 'Acme Pro'] },
    });
    expect(same.statusCode).toBe(200);

    const otherBrandSlug = await create({ name: 'Kettles', slug: 'kettle-co', brandKeys: ['Zenith'] });
    expect(otherBrandSlug.statusCode).toBe(422);
    expect(otherBrandSlug.json().details.errors).toEqual([
      'The slug "kettle-co" is the name of another brand of this seller; choose another slug or group that brand here',
    ]);
    const ownBrandSlug = await create({ name: 'Kettles', slug: 'kettle-co', brandKeys: ['kettle-co', 'Zenith'] });
    expect(ownBrandSlug.statusCode).toBe(201);

    const moveTaken = await testApp.call('PUT', `${base}/${ownBrandSlug.json().id}`, {
      cookie: alice.cookie,
      body: { name: 'Kettles', slug: 'kettle-co', brandKeys: ['kettle-co', 'Acme Pro'] },
    });
    expect(moveTaken.statusCode).toBe(422);
    expect(moveTaken.json().details.errors).toEqual(['The brand "Acme Pro" already belongs to "Acme Group"']);
    expect((await list()).map((entry) => [entry.slug, entry.brandKeys])).toEqual([
      ['acme-group', ['Acme', 'Acme Pro']],
      ['kettle-co', ['kettle-co', 'Zenith']],
    ]);
  });

  it("answers 404 for another organisation's seller and configuration, and lets operations users manage them", async () => {
    const created = await create({ name: 'Acme Group', slug: 'acme-group', brandKeys: ['Acme'] });
    const id = created.json().id as string;
    const asBob = [
      await testApp.call('GET', base, { cookie: bob.cookie }),
      await create({ name: 'Mine', slug: 'mine-now', brandKeys: ['Acme'] }, bob.cookie),
      await testApp.call('PUT', `${base}/${id}`, {
        cookie: bob.cookie,
        body: { name: 'Mine', slug: 'mine-now', brandKeys: ['Acme'] },
      }),
      await testApp.call('DELETE', `${base}/${id}`, { cookie: bob.cookie }),
      await testApp.call('DELETE', `/api/v2/sellers/beta-brands/brand-configurations/${id}`, { cookie: bob.cookie }),
    ];
    expect(asBob.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(asBob[0]?.json().message).toBe('Seller not found');
    expect(asBob[4]?.json().message).toBe('Brand configuration not found');
    expect(await list()).toEqual([created.json()]);

    const unauthenticated = await testApp.call('GET', base);
    expect(unauthenticated.statusCode).toBe(401);
    const withoutCsrf = await testApp.call('DELETE', `${base}/${id}`, {
      cookie: alice.cookie,
      withoutCsrfHeader: true,
    });
    expect(withoutCsrf.statusCode).toBe(403);

    const operations = await createUser(testApp, 'ops-direct@brands.test', { sellerName: 'Ops Seller' });
    await database.pool.query(
      `update users set role = 'OPERATIONS', organization_id = (select organization_id from users where email = $1) where email = $2`,
      ['alice@brands.test', 'ops-direct@brands.test'],
    );
    const byOperations = await testApp.call('PUT', `${base}/${id}`, {
      cookie: operations.cookie,
      body: { name: 'Acme by Ops', slug: 'acme-group', brandKeys: ['Acme'] },
    });
    expect(byOperations.statusCode).toBe(200);
    expect((await list())[0]?.name).toBe('Acme by Ops');
  });

  it('lets only one of two simultaneous configurations claim the same brand key', async () => {
    const results = await Promise.all([
      create({ name: 'First', slug: 'first', brandKeys: ['Zenith'] }),
      create({ name: 'Second', slug: 'second', brandKeys: ['Zenith'] }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const loser = results.find((response) => response.statusCode === 422);
    expect(loser?.json().details.errors[0]).toMatch(/^The brand "Zenith" already belongs to "(First|Second)"$/);
    expect(await list()).toHaveLength(1);
  });
});
