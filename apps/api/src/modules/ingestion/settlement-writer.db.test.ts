// A settlement is finished (rollups, products, commit) while the next one's rows
// stream on a second connection (ADR 0045). A failure of either settlement must
// leave exactly the settlements committed before it, no open transaction and no
// held connection, and a second import of the file must finish it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
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
