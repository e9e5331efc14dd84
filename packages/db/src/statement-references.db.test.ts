import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testBackendName, type TestDatabase } from './testing/test-database.ts';

// Ledger entries and Amazon orders (ADR 0043, migration 0028), and the rollups (ADR 0046,
// migration 0030), check their references once per statement instead of through foreign keys.
// These are the rules the foreign keys kept.
describe(`references checked per statement on ${testBackendName()}`, () => {
  let database: TestDatabase;
  const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await database.pool.query<T>(text, values)).rows;
  const count = async (text: string, values: unknown[] = []) =>
    Number((await query<{ count: string }>(text, values))[0]?.count);

  async function seller(slug: string) {
    const [row] = await query<{ id: string }>(`insert into sellers (slug, name) values ($1, $1) returning id`, [slug]);
    const [upload] = await query<{ id: string }>(
      `insert into imports (seller_id, file_name) values ($1, 'file.txt') returning id`,
      [row?.id],
    );
    const [settlement] = await query<{ id: string }>(
      `insert into settlements (seller_id, settlement_id, start_date, end_date, total_amount, currency, format, row_count)
       values ($1, $2, '2024-03-01', '2024-03-15', 0, 'USD', 'v2', 2) returning id`,
      [row?.id, `s-${slug}`],
    );
    return { id: row?.id ?? '', importId: upload?.id ?? '', settlementRef: settlement?.id ?? '' };
  }

  async function addEntries(
    target: { id: string; importId: string | null; settlementRef: string | null },
    marketplaceId = 'ATVPDKIKX0DER',
  ) {
    await query(
      `insert into ledger_entries (seller_id, settlement_ref, marketplace_id, source_import_id, transaction_type,
         amount_type, amount_description, pnl_line, currency, amount, status, source)
       select $1, $2, $3, $4, 'Order', 'ItemPrice', 'Principal', 'fullPriceFulfilledProductSales', 'USD', 1, 'final', 'v2'
       from generate_series(1, 3)`,
      [target.id, target.settlementRef, marketplaceId, target.importId],
    );
  }

  async function addOrder(
    target: { id: string; importId: string | null },
    orderId: string,
    marketplaceId = 'ATVPDKIKX0DER',
  ) {
    await query(
      `insert into amazon_orders (seller_id, order_id, marketplace_id, sales_channel, purchased_at, order_day,
         last_updated_at, status, fulfillment_channel, import_id)
       values ($1, $2, $3, 'Amazon.com', now(), current_date, now(), 'Shipped', 'Amazon', $4)`,
      [target.id, orderId, marketplaceId, target.importId],
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('refuses rows that name a seller, settlement, marketplace or import that is not there, and writes none of them', async () => {
    const target = await seller('refused');
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(addEntries({ ...target, id: missing })).rejects.toMatchObject({ code: '23503' });
    await expect(addEntries({ ...target, settlementRef: missing })).rejects.toMatchObject({ code: '23503' });
    await expect(addEntries(target, 'NOT-A-MARKETPLACE')).rejects.toMatchObject({ code: '23503' });
    await expect(addEntries({ ...target, importId: missing })).rejects.toMatchObject({ code: '23503' });
    await expect(addOrder({ ...target, id: missing }, 'o-1')).rejects.toMatchObject({ code: '23503' });
    await expect(addOrder(target, 'o-2', 'NOT-A-MARKETPLACE')).rejects.toMatchObject({ code: '23503' });
    await expect(addOrder({ ...target, importId: missing }, 'o-3')).rejects.toMatchObject({ code: '23503' });
    expect(await count('select count(*) from ledger_entries where seller_id = $1', [target.id])).toBe(0);
    expect(await count('select count(*) from amazon_orders where seller_id = $1', [target.id])).toBe(0);
    // Nulls reference nothing, as with a foreign key.
    await addEntries({ ...target, settlementRef: null, importId: null });
    await addOrder({ ...target, importId: null }, 'o-4');
    expect(await count('select count(*) from ledger_entries where seller_id = $1', [target.id])).toBe(3);
    await expect(
      query(`update ledger_entries set marketplace_id = 'NOT-A-MARKETPLACE' where seller_id = $1`, [target.id]),
    ).rejects.toMatchObject({ code: '23503' });
    expect(
      await count(`select count(*) from ledger_entries where seller_id = $1 and marketplace_id = 'ATVPDKIKX0DER'`, [
        target.id,
      ]),
    ).toBe(3);
  });

  it('deletes a settlement’s rows with it and a seller’s rows and orders with the seller', async () => {
    const kept = await seller('kept');
    const gone = await seller('gone');
    for (const target of [kept, gone]) {
      await addEntries(target);
      await addOrder(target, 'o-1');
    }
    await query('delete from settlements where id = $1', [kept.settlementRef]);
    expect(await count('select count(*) from ledger_entries where seller_id = $1', [kept.id])).toBe(0);
    expect(await count('select count(*) from amazon_orders where seller_id = $1', [kept.id])).toBe(1);

    await query('delete from sellers where id = $1', [gone.id]);
    expect(await count('select count(*) from ledger_entries where seller_id = $1', [gone.id])).toBe(0);
    expect(await count('select count(*) from amazon_orders where seller_id = $1', [gone.id])).toBe(0);
    expect(await count('select count(*) from amazon_orders where seller_id = $1', [kept.id])).toBe(1);
  });

  it('clears the import of rows and orders when the import is deleted, and keeps a marketplace that rows name', async () => {
    const target = await seller('import-deleted');
    await addEntries(target);
    await addOrder(target, 'o-1');
    await query('delete from imports where id = $1', [target.importId]);
    expect(
      await count('select count(*) from ledger_entries where seller_id = $1 and source_import_id is null', [target.id]),
    ).toBe(3);
    expect(
      await count('select count(*) from amazon_orders where seller_id = $1 and import_id is null', [target.id]),
    ).toBe(1);

    await expect(query(`delete from marketplaces where id = 'ATVPDKIKX0DER'`)).rejects.toMatchObject({ code: '23503' });
    expect(await count(`select count(*) from marketplaces where id = 'ATVPDKIKX0DER'`)).toBe(1);
  });

  it('checks after an update only the values it wrote, as a foreign key checks only a changed key', async () => {
    const target = await seller('updated');
    const missing = '00000000-0000-4000-8000-000000000001';
    // A row naming a seller that is not there, written with the check off: what an update must not check again.
    await query('alter table ledger_entries disable trigger ledger_entries_references_inserted');
    try {
      await addEntries({ ...target, id: missing });
    } finally {
      await query('alter table ledger_entries enable trigger ledger_entries_references_inserted');
    }
    await query('update ledger_entries set source_import_id = null where seller_id = $1', [missing]);
    expect(
      await count('select count(*) from ledger_entries where seller_id = $1 and source_import_id is null', [missing]),
    ).toBe(3);
    await expect(
      query(`update ledger_entries set marketplace_id = 'NOT-A-MARKETPLACE' where seller_id = $1`, [missing]),
    ).rejects.toMatchObject({ code: '23503' });
    await query('delete from ledger_entries where seller_id = $1', [missing]);
  });

  /** One row of each rollup (migration 0030, ADR 0046): its columns past seller_id and their values. */
  const lineTotal = ['day, pnl_line, currency, status, amount, row_count', "'2024-03-01', 'tax', 'USD', 'final', 1, 1"];
  const costTotal = ['day, pnl_line, currency, cost, quantity', "'2024-03-01', 'unitsSold', 'USD', 1, 1"];
  const inMarketplace = ([columns, values]: string[]) => [`${columns}, marketplace_id`, `${values}, 'ATVPDKIKX0DER'`];
  const ROLLUPS: Record<string, string[]> = {
    ledger_daily_rollups: inMarketplace([`${lineTotal[0]}, sku`, `${lineTotal[1]}, 'SKU-1'`]),
    ledger_order_day_rollups: inMarketplace([`${lineTotal[0]}, sku, day_source`, `${lineTotal[1]}, 'SKU-1', 'order'`]),
    ledger_daily_totals: lineTotal,
    ledger_marketplace_daily_totals: inMarketplace(lineTotal),
    ledger_order_day_totals: lineTotal,
    ledger_order_day_marketplace_totals: inMarketplace(lineTotal),
    cost_daily_totals: costTotal,
    cost_marketplace_daily_totals: inMarketplace(costTotal),
    cost_order_day_totals: costTotal,
    cost_order_day_marketplace_totals: inMarketplace(costTotal),
    ledger_order_day_sources: [
      'marketplace_id, day, day_source, row_count',
      "'ATVPDKIKX0DER', '2024-03-01', 'order', 1",
    ],
  };

  it('refuses a rollup row of a seller that is not there, and deletes every rollup with its seller', async () => {
    const kept = await seller('rollups-kept');
    const gone = await seller('rollups-gone');
    const missing = '00000000-0000-4000-8000-000000000002';
    for (const [table, [columns, values]] of Object.entries(ROLLUPS)) {
      const add = (sellerId: string) =>
        query(`insert into ${table} (seller_id, ${columns}) values ($1, ${values})`, [sellerId]);
      await expect(add(missing), table).rejects.toMatchObject({ code: '23503' });
      await add(kept.id);
      await add(gone.id);
      await expect(
        query(`update ${table} set seller_id = $1 where seller_id = $2`, [missing, gone.id]),
        table,
      ).rejects.toMatchObject({ code: '23503' });
    }
    await query('delete from sellers where id = $1', [gone.id]);
    for (const table of Object.keys(ROLLUPS)) {
      expect(await count(`select count(*) from ${table} where seller_id = $1`, [gone.id]), table).toBe(0);
      expect(await count(`select count(*) from ${table} where seller_id = $1`, [kept.id]), table).toBe(1);
      expect(await count(`select count(*) from ${table} where seller_id = $1`, [missing]), table).toBe(0);
    }
  });

  // PGlite has one session for every connection, so a lock taken by one cannot be seen by another.
  it.skipIf(testBackendName() === 'pglite')(
    'locks the named seller until the writer commits, as a foreign key check does',
    async () => {
      const target = await seller('locked');
      const writer = await database.pool.connect();
      try {
        await writer.query('begin');
        await writer.query(
          `insert into ledger_entries (seller_id, transaction_type, amount_type, amount_description, pnl_line, currency, amount, status, source)
         values ($1, 'Order', 'ItemPrice', 'Principal', 'fullPriceFulfilledProductSales', 'USD', 1, 'final', 'v2')`,
          [target.id],
        );
        const locked = await query<{ locked: boolean }>(
          `select not exists (select 1 from sellers where id = $1 for update skip locked) as locked`,
          [target.id],
        );
        expect(locked[0]?.locked).toBe(true);
        await writer.query('commit');
      } finally {
        writer.release();
      }
      expect(await count('select count(*) from ledger_entries where seller_id = $1', [target.id])).toBe(1);
    },
  );
});
