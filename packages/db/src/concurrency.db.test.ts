import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testBackendName, type TestDatabase } from './testing/test-database.ts';

// The embedded server shares one PGlite session among all connections; these
// are the guarantees of a real server that the app relies on, checked on both.
describe(`concurrent connections on ${testBackendName()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool.query('create table gate_probe (id serial primary key, owner int not null)');
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('never mixes up parameterised queries of different connections', async () => {
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        database.pool.query<{ v: number; t: string }>('select $1::int as v, $2::text as t', [i, `row-${i}`]),
      ),
    );
    results.forEach((result, i) => expect(result.rows[0]).toEqual({ v: i, t: `row-${i}` }));
  });

  it('keeps transactions apart: a rollback on one connection loses only its own rows', async () => {
    const work = Array.from({ length: 12 }, async (_, owner) => {
      const client = await database.pool.connect();
      try {
        await client.query('begin');
        for (let n = 0; n < 5; n++) await client.query('insert into gate_probe (owner) values ($1)', [owner]);
        const { rows } = await client.query<{ count: string }>('select count(*) from gate_probe where owner = $1', [
          owner,
        ]);
        expect(Number(rows[0]?.count)).toBe(5);
        await client.query(owner % 3 === 0 ? 'rollback' : 'commit');
      } finally {
        client.release();
      }
    });
    await Promise.all(work);
    const { rows } = await database.pool.query<{ owner: number; count: string }>(
      'select owner, count(*) from gate_probe group by owner order by owner',
    );
    expect(rows.map((row) => row.owner)).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
    expect(rows.every((row) => Number(row.count) === 5)).toBe(true);
  });

  it('rolls back what a connection left open when it disconnects', async () => {
    const client = await database.pool.connect();
    await client.query('begin');
    await client.query('insert into gate_probe (owner) values (999)');
    client.release(new Error('drop this connection'));
    const { rows } = await database.pool.query<{ count: string }>('select count(*) from gate_probe where owner = 999');
    expect(Number(rows[0]?.count)).toBe(0);
  });
});
