import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSlug } from './registration.queries.ts';

describe(`free slugs on ${testBackendName()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('never gives a seller a slug that a path under /v2/sellers shadows', async () => {
    expect(await freeSlug(database.db, 'sellers', 'alert-types')).toBe('alert-types-2');
    expect(await freeSlug(database.db, 'sellers', 'portfolio')).toBe('portfolio-2');
    expect(await freeSlug(database.db, 'sellers', 'lamplight')).toBe('lamplight');
  });

  it('leaves organizations free to take those words', async () => {
    expect(await freeSlug(database.db, 'organizations', 'portfolio')).toBe('portfolio');
  });
});
