import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createTestDatabase,
  eq,
  MIGRATIONS_FOLDER,
  organizationSellers,
  sellers,
  testBackendName,
  type TestDatabase,
} from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A seller path segment names one seller: by id when it is shaped like an id, by slug otherwise, and
// no slug may be shaped like an id. Adding a seller never tells whether another organization has it.
describe(`seller slugs, ids and the add-seller answer on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let aliceOrganizationId: string;

  const add = (who: { cookie: string; userId: string }, body: object) =>
    testApp.call('POST', `/api/v2/user/${who.userId}/add-seller-to-organization`, { cookie: who.cookie, body });
  const slugsOf = async (cookie: string) =>
    ((await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers as Array<{ slug: string }>).map(
      (seller) => seller.slug,
    );
  /** Rows written before slugs were checked: the constraint is lifted for the insert only. */
  async function insertLegacySeller(values: { id?: string; slug: string; name: string }) {
    await database.pool.query('alter table sellers drop constraint sellers_slug_not_uuid');
    try {
      const [row] = await database.db.insert(sellers).values(values).returning({ id: sellers.id });
      await database.db.insert(organizationSellers).values({ organizationId: aliceOrganizationId, sellerId: row!.id });
      return row!.id;
    } finally {
      await database.pool.query(
        `alter table sellers add constraint sellers_slug_not_uuid check (slug !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') not valid`,
      );
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@ids.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@ids.test', { sellerName: 'Beta Brands' });
    const [aliceSeller] = await database.db.select().from(sellers).where(eq(sellers.slug, 'alpha-goods'));
    const [link] = await database.db
      .select()
      .from(organizationSellers)
      .where(eq(organizationSellers.sellerId, aliceSeller!.id));
    aliceOrganizationId = link!.organizationId;
    expect((await add(bob, { name: 'Beta Two', slug: 'beta-two', externalId: 'BOB-MERCHANT' })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('refuses a slug shaped like an id, when adding a seller', async () => {
    const response = await add(alice, { name: 'Shaped', slug: '0b5e7c1a-9d2f-4e8b-a1c3-5f6d7e8f9a0b' });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toEqual([
      'Must not look like an id (8-4-4-4-12 hexadecimal characters): add a word to it',
    ]);
  });

  it('reads an id-shaped path as an id only, even when an older seller has that slug', async () => {
    const id = '0b5e7c1a-9d2f-4e8b-a1c3-5f6d7e8f9a0b';
    // The seller whose slug is the id comes first in the table, so `id = X or slug = X` found it first.
    const squatterId = await insertLegacySeller({ slug: id, name: 'Squatter' });
    await insertLegacySeller({ id, slug: 'the-real-one', name: 'The real one' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await testApp.call('GET', `/api/v2/sellers/${id}`, { cookie: alice.cookie });
      expect(response.json()).toMatchObject({ id, slug: 'the-real-one' });
    }
    const upper = await testApp.call('GET', `/api/v2/sellers/${id.toUpperCase()}`, { cookie: alice.cookie });
    expect(upper.json()).toMatchObject({ id, slug: 'the-real-one' });
    const bySquatterId = await testApp.call('GET', `/api/v2/sellers/${squatterId}`, { cookie: alice.cookie });
    expect(bySquatterId.json()).toMatchObject({ id: squatterId, slug: id });
  });

  it('renames id-shaped slugs in its migration, deterministically, then refuses them in the table', async () => {
    const first = '11111111-2222-4333-8444-555555555555';
    const second = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const firstId = await insertLegacySeller({ slug: first, name: 'First' });
    const secondId = await insertLegacySeller({ slug: second.toUpperCase(), name: 'Second' });
    await insertLegacySeller({ slug: `${second.toUpperCase()}-seller`, name: 'Holds the plain rename' });

    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_seller-slugs-never-ids.sql'));
    await database.pool.query('alter table sellers drop constraint sellers_slug_not_uuid');
    for (const statement of readFileSync(join(MIGRATIONS_FOLDER, file!), 'utf8').split('--> statement-breakpoint'))
      await database.pool.query(statement);

    const slugOf = async (id: string) =>
      (await database.db.select({ slug: sellers.slug }).from(sellers).where(eq(sellers.id, id)))[0]?.slug;
    expect(await slugOf(firstId)).toBe(`${first}-seller`);
    expect(await slugOf(secondId)).toBe(`${second.toUpperCase()}-seller-${secondId.slice(0, 8)}`);
    const { rows } = await database.pool.query<{ count: string }>(
      `select count(*) from sellers where slug ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`,
    );
    expect(rows[0]?.count).toBe('0');
    await expect(
      database.db.insert(sellers).values({ slug: '99999999-8888-4777-8666-555555555555', name: 'Refused' }),
    ).rejects.toThrow();
  });

  it("answers another organization's slug or external id exactly as a reserved slug, creating nothing", async () => {
    const before = await slugsOf(alice.cookie);
    const takenSlug = await add(alice, { name: 'Copy', slug: 'beta-brands' });
    const takenExternalId = await add(alice, { name: 'Copy', slug: 'a-free-slug', externalId: 'BOB-MERCHANT' });
    const reserved = await add(alice, { name: 'Copy', slug: 'portfolio' });
    for (const response of [takenSlug, takenExternalId, reserved]) {
      expect(response.statusCode).toBe(422);
      expect(response.body).toBe(reserved.body);
    }
    expect(reserved.json()).toMatchObject({
      code: 'SELLER_IDENTIFIER_UNAVAILABLE',
      message: expect.stringContaining('cannot be used for a new seller'),
    });
    expect(reserved.body).not.toMatch(/registered|exists|Beta/i);
    expect(await slugsOf(alice.cookie)).toEqual(before);
  });

  it('answers 409 with the seller when the caller’s own organization has it', async () => {
    const created = await add(alice, { name: 'Alpha Two', slug: 'alpha-two', externalId: 'ALICE-MERCHANT' });
    expect(created.statusCode).toBe(201);
    const bySlug = await add(alice, { name: 'Again', slug: 'alpha-two' });
    const byExternalId = await add(alice, { name: 'Again', slug: 'beta-brands', externalId: 'ALICE-MERCHANT' });
    for (const response of [bySlug, byExternalId]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'SELLER_EXISTS',
        message: 'This seller is already in your organization.',
        seller: created.json(),
      });
    }
  });
});
