import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/passwords.ts';
import { ensureDemoAccount } from './demo.service.ts';

describe(`demo account on ${testBackendName()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('is created on an empty database: an organization on the free plan, an activated user and a seller they see', async () => {
    const login = await ensureDemoAccount(database.db, 'Owner@Example.com', 'a-demo-password');
    expect(login).toEqual({
      email: 'owner@example.com',
      password: 'a-demo-password',
      created: true,
      sellerId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const { rows } = await database.pool.query(
      `select o.slug as organization, o.plan, u.email, u.activated, u.password_hash, s.slug as seller
       from users u join organizations o on o.id = u.organization_id
       join organization_sellers os on os.organization_id = o.id join sellers s on s.id = os.seller_id`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      organization: 'demo-brands',
      plan: 'DEFAULT',
      email: 'owner@example.com',
      activated: true,
      seller: 'demo-seller',
    });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows[0].password_hash, 'a-demo-password')).toBe(true);
  });

  it('is never created twice, and the printed password is withheld once it no longer works', async () => {
    expect(await ensureDemoAccount(database.db, 'owner@example.com', 'a-demo-password')).toEqual({
      email: 'owner@example.com',
      password: 'a-demo-password',
      created: false,
    });
    expect(await ensureDemoAccount(database.db, 'owner@example.com', 'another-password')).toEqual({
      email: 'owner@example.com',
      password: undefined,
      created: false,
    });
    expect(await ensureDemoAccount(database.db, 'someone@else.com', 'x-password')).toBeUndefined();
    const { rows } = await database.pool.query('select count(*)::int as n from organizations');
    expect(rows[0].n).toBe(1);
  });
});
