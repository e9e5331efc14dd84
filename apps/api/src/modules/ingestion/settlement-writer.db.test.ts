// A settlement is finished (rollups, products, commit) while the next one's rows
// stream on a second connection (ADR 0045). A failure of either settlement must
// leave exactly the settlements committed before it, no open transaction and no
// held connection, and a second import of the file must finish it. The posted-basis
// rollups and products each finish writes must be what the stored rows give.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, createPool, createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROW_KINDS, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { importFileFromCli, resolveCliSeller } from './cli-import.service.ts';

const sale = (sku: string, cents: number): GeneratedRow => ({
  transactionType: 'Order',
  amountType: 'ItemPrice',
  amountDescription: 'Principal',
  cents,
  sku,
});

describe(`a settlement that fails beside the next one on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let workDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-writer-'));
    // Products are recorded in a settlement's finish: a SKU named BOOM makes that finish fail.
    await database.pool.query(`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.sku = 'BOOM' then raise exception 'refused product BOOM'; end if;
        return new;
      end $$`);
  });
  afterAll(async () => {
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await database.pool.query('drop trigger if exists refuse_boom on products');
    await database.pool.query('drop trigger if exists slow_copy on ledger_entries');
  });

  const query = async <T>(text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as T[];

  async function importOf(sellerSlug: string, skus: [string, string, string]) {
    const sellerId = await resolveCliSeller(database.db, sellerSlug, true);
    const file = join(workDir, `${sellerSlug}.txt`);
    const settlements = skus.map((sku, index) => ({
      settlementId: `4000${index + 1}`,
      currency: 'USD',
      rows: Array.from({ length: 200 }, (_, row) => sale(row === 150 ? sku : `SKU-${row % 7}`, 100 + row)),
    }));
    await writeFile(file, settlementFileText(settlements));
    const run = () => importFileFromCli(database.db, sellerId, file, () => undefined);
    const stored = async () => ({
      settlements: (
        await query<{ settlement_id: string }>(
          'select settlement_id from settlements where seller_id = $1 order by settlement_id',
          [sellerId],
        )
      ).map((row) => row.settlement_id),
      rows: Number(
        (await query<{ n: string }>('select count(*) as n from ledger_entries where seller_id = $1', [sellerId]))[0]?.n,
      ),
      totals: Number(
        (
          await query<{ n: string }>(
            'select coalesce(sum(row_count), 0) as n from ledger_daily_totals where seller_id = $1',
            [sellerId],
          )
        )[0]?.n,
      ),
    });
    return { run, stored };
  }

  async function expectNothingHeld() {
    if (testBackendName() !== 'postgresql') return;
    const open = await query<{ n: string }>(
      `select count(*) as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(Number(open[0]?.n)).toBe(0);
  }

  const refuseBoom = () =>
    database.pool.query(
      'create trigger refuse_boom before insert on products for each row execute function refuse_boom()',
    );

  it('writes the posted-basis rollups and products the stored rows give', async () => {
    const sellerId = await resolveCliSeller(database.db, 'writer-sums', true);
    const file = join(workDir, 'sums.txt');
    const marketplaces = ['Amazon.com', 'Amazon.co.uk', 'Amazon.ca', 'Unknown Market', ''];
    const settlements = ['50001', '50002'].map((settlementId, s) => ({
      settlementId,
      currency: 'USD',
      rows: Array.from({ length: 400 }, (_, index): GeneratedRow => {
        const kind = ROW_KINDS[index % ROW_KINDS.length] ?? ROW_KINDS[0];
        return {
          ...kind,
          cents: (kind?.sign ?? 1) * (((index * 7919) % 9_973) + 1),
          quantity: kind?.sku ? 1 + (index % 3) : undefined,
          marketplaceName: marketplaces[index % marketplaces.length],
          posted: [2024, 3 + s, 1 + (index % 12)],
        } as GeneratedRow;
      }),
    }));
    await writeFile(file, settlementFileText(settlements));
    expect(await importFileFromCli(database.db, sellerId, file, () => undefined)).toMatchObject({
      status: 'succeeded',
      settlementsImported: 2,
    });
    const differences = await query<{ n: string }>(
      `with ledger as (
         select e.seller_id, coalesce(e.posted_date, (s.end_date at time zone 'UTC')::date) as day,
           coalesce(e.marketplace_id, '') as marketplace_id, coalesce(e.sku, '') as sku, e.pnl_line, e.currency,
           e.status, sum(e.amount) as amount, coalesce(sum(e.quantity), 0) as quantity, count(*)::int as row_count
         from ledger_entries e join settlements s on s.id = e.settlement_ref
         where e.seller_id = $1 group by 1, 2, 3, 4, 5, 6, 7
       ), rollups as (
         select seller_id, day, marketplace_id, sku, pnl_line, currency, status, amount, quantity, row_count
         from ledger_daily_rollups where seller_id = $1
       ), totals as (
         select day, pnl_line, currency, status, sum(amount) as amount, sum(row_count) as row_count
         from ledger group by 1, 2, 3, 4
       ), stored_totals as (
         select day, pnl_line, currency, status, amount, row_count::bigint from ledger_daily_totals where seller_id = $1
       )
       select (select count(*) from ((select * from ledger except select * from rollups)
                 union all (select * from rollups except select * from ledger)) d)
         + (select count(*) from ((select * from totals except select * from stored_totals)
                 union all (select * from stored_totals except select * from totals)) d)
         + (select count(*) from ((select distinct marketplace_id, sku from ledger_entries
                   where seller_id = $1 and sku is not null and marketplace_id is not null
                   except select marketplace_id, sku from products where seller_id = $1)) d) as n`,
      [sellerId],
    );
    expect(Number(differences[0]?.n)).toBe(0);
    const rollups = await query<{ n: string }>('select count(*) as n from ledger_daily_rollups where seller_id = $1', [
      sellerId,
    ]);
    expect(Number(rollups[0]?.n)).toBeGreaterThan(50);
  });

  it('replaces cut settlements by a complete file while an earlier one of it is finishing', async () => {
    const sellerId = await resolveCliSeller(database.db, 'writer-replace', true);
    const settlements = ['60001', '60002', '60003'].map((settlementId, index) => ({
      settlementId,
      currency: 'USD',
      rows: Array.from({ length: 300 }, (_, row) =>
        sale(index === 0 && row === 0 ? 'SLOW' : `SKU-${row % 5}`, 200 + row),
      ),
    }));
    // The end of the first settlement's COPY takes a second (a SKU named SLOW): the next one's
    // start comes first to the seller's lock unless it waits for the commits before it.
    await database.pool.query(`
      create function slow_copy() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from written where sku = 'SLOW') then perform pg_sleep(1); end if;
        return null;
      end $$;
      create trigger slow_copy after insert on ledger_entries referencing new table as written
        for each statement execute function slow_copy()`);
    const complete = settlementFileText(settlements);
    // The last two settlements, cut short: each loses its last row, so neither reconciles. The
    // complete file then writes a new settlement first, whose finish runs while the next one,
    // a replacement, takes the seller's lock to take its cut version out.
    const lines = settlementFileText(settlements.slice(1)).split('\n');
    const cut = lines.filter((_, index) => !(index % 301 === 0 && index > 0)).join('\n');
    const cutFile = join(workDir, 'cut.txt');
    const completeFile = join(workDir, 'complete.txt');
    await writeFile(cutFile, cut);
    await writeFile(completeFile, complete);
    const run = (file: string) => importFileFromCli(database.db, sellerId, file, () => undefined);
    expect(await run(cutFile)).toMatchObject({ status: 'succeeded', settlementsImported: 2 });
    const replaced = await Promise.race([
      run(completeFile),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 20 s'), 20_000)),
    ]);
    expect(replaced).toMatchObject({ status: 'succeeded', settlementsImported: 3 });
    const stored = await query<{ settlement_id: string; reconciliation: string; rows: string }>(
      `select s.settlement_id, s.reconciliation, (select count(*) from ledger_entries e where e.settlement_ref = s.id) as rows
       from settlements s where s.seller_id = $1 order by 1`,
      [sellerId],
    );
    expect(stored.map((row) => [row.settlement_id, row.reconciliation, Number(row.rows)])).toEqual([
      ['60001', 'reconciled', 300],
      ['60002', 'reconciled', 300],
      ['60003', 'reconciled', 300],
    ]);
    await expectNothingHeld();
  });

  it('keeps the settlements before a failed one, rolls back the rest, and a second import finishes the file', async () => {
    const { run, stored } = await importOf('writer-middle', ['SKU-X', 'BOOM', 'SKU-Y']);
    await refuseBoom();
    const failed = await run();
    expect(failed.status).toBe('failed');
    expect(JSON.stringify(failed.errors)).toContain('refused product BOOM');
    expect(await stored()).toEqual({ settlements: ['40001'], rows: 200, totals: 200 });
    await expectNothingHeld();

    await database.pool.query('drop trigger refuse_boom on products');
    const again = await run();
    expect(again).toMatchObject({ status: 'succeeded', settlementsImported: 2, settlementsSkipped: 1 });
    expect(await stored()).toEqual({ settlements: ['40001', '40002', '40003'], rows: 600, totals: 600 });
  });

  it('imports a file again on a pool of one connection: the skipped settlement holds no second one', async () => {
    const { stored } = await importOf('writer-again', ['SKU-X', 'SKU-Y', 'SKU-Z']);
    const sellerId = await resolveCliSeller(database.db, 'writer-again', true);
    // A pool of one, as many imports at once as the pool has connections: a skipped settlement
    // that rebuilt its currency's ad estimates through the pool waited on itself.
    const pool = createPool({
      connectionString: database.connectionString,
      max: 1,
      isEmbedded: database.backend === 'pglite',
    });
    try {
      const run = () =>
        importFileFromCli(createDatabase(pool), sellerId, join(workDir, 'writer-again.txt'), () => undefined);
      expect(await run()).toMatchObject({ status: 'succeeded', settlementsImported: 3 });
      const again = await Promise.race([
        run(),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 20 s'), 20_000)),
      ]);
      expect(again).toMatchObject({ status: 'succeeded', settlementsImported: 0, settlementsSkipped: 3 });
      expect(await stored()).toEqual({ settlements: ['40001', '40002', '40003'], rows: 600, totals: 600 });
    } finally {
      await pool.end();
    }
    await expectNothingHeld();
  });

  it('stores nothing of the file when the first settlement fails while the second streams', async () => {
    const { run, stored } = await importOf('writer-first', ['BOOM', 'SKU-X', 'SKU-Y']);
    await refuseBoom();
    const failed = await run();
    expect(failed.status).toBe('failed');
    expect(await stored()).toEqual({ settlements: [], rows: 0, totals: 0 });
    await expectNothingHeld();

    await database.pool.query('drop trigger refuse_boom on products');
    expect(await run()).toMatchObject({ status: 'succeeded', settlementsImported: 3, settlementsSkipped: 0 });
    expect(await stored()).toEqual({ settlements: ['40001', '40002', '40003'], rows: 600, totals: 600 });
  });
});
