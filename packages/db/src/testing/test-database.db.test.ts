import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../migrate.ts';
import { createTestDatabase, testBackendName, type TestDatabase } from './test-database.ts';

const opened: TestDatabase[] = [];
async function open(options?: { migrate?: boolean }): Promise<TestDatabase> {
  const database = await createTestDatabase(options);
  opened.push(database);
  return database;
}

const publicTables = async (database: TestDatabase) =>
  (
    await database.pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
  ).rows.map((row) => row.table_name);

describe(`test databases copied from a template on ${testBackendName()}`, () => {
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.destroy()));
  });

  it('hold every migration, recorded as applied', async () => {
    const database = await open();
    const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
    const { rows } = await database.pool.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(rows[0]?.count)).toBe(files.length);
    expect(await publicTables(database)).toContain('ledger_entries');
  });

  it('share nothing: a change in one is in neither another nor the next one made', async () => {
    const first = await open();
    const second = await open();
    const count = async (database: TestDatabase) =>
      Number((await database.pool.query<{ n: string }>('select count(*) as n from marketplaces')).rows[0]?.n);
    const seeded = await count(first);
    expect(seeded).toBeGreaterThan(1);
    await first.pool.query('create table template_probe (x int)');
    await first.pool.query('delete from marketplaces');
    expect(await count(first)).toBe(0);
    const third = await open();
    for (const other of [second, third]) {
      expect(await publicTables(other)).not.toContain('template_probe');
      expect(await count(other)).toBe(seeded);
    }
  });

  it('start empty with migrate: false', async () => {
    const database = await open({ migrate: false });
    expect(await publicTables(database)).toEqual([]);
  });
});
