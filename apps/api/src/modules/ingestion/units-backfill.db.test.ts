// The units migration (0011): a ledger imported while every amount row of an item carried its
// quantity-purchased gets exactly the quantities, rollups and cost totals the importer now writes.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, MIGRATIONS_FOLDER, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersReportText } from '../../test/orders-files.ts';
import { itemRow, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { importFileFromCli, resolveCliSeller } from './cli-import.service.ts';

const ORDER = '111-0000007-0000007';
const UNKNOWN_ORDER = '111-0000008-0000008';

const lamps = (orderId: string, posted: [number, number, number]) => ({ sku: 'LAMP-1', quantity: 2, orderId, posted });

// Two lamps of a known order sold and returned, two of an order in no orders report sold; every row repeats quantity 2.
const ROWS: GeneratedRow[] = [
  itemRow('Order / ItemPrice / Principal', 4000, lamps(ORDER, [2024, 5, 2])),
  itemRow('Order / ItemPrice / Shipping', 499, lamps(ORDER, [2024, 5, 2])),
  itemRow('Order / ItemFees / Commission', -600, lamps(ORDER, [2024, 5, 2])),
  itemRow('Refund / ItemPrice / Principal', -4000, lamps(ORDER, [2024, 5, 10])),
  itemRow('Refund / ItemPrice / Shipping', -499, lamps(ORDER, [2024, 5, 10])),
  itemRow('Refund / ItemFees / RefundCommission', 120, lamps(ORDER, [2024, 5, 10])),
  itemRow('Order / ItemPrice / Principal', 4000, lamps(UNKNOWN_ORDER, [2024, 5, 3])),
  itemRow('Order / ItemPrice / Tax', 320, lamps(UNKNOWN_ORDER, [2024, 5, 3])),
];

const TABLES = [
  'ledger_daily_rollups',
  'ledger_daily_totals',
  'ledger_marketplace_daily_totals',
  'cost_daily_totals',
  'cost_marketplace_daily_totals',
  'ledger_order_day_rollups',
  'ledger_order_day_totals',
  'ledger_order_day_marketplace_totals',
  'cost_order_day_totals',
  'cost_order_day_marketplace_totals',
];

describe(`units on item principal rows (migration 0011) on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let workDir: string;
  const query = async (text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-units-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('gives a ledger written with repeated quantities what the importer writes now', async () => {
    const sellerId = await resolveCliSeller(database.db, 'lamps', true);
    await query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values ($1, 'LAMP-1', 7.5, 'USD', '2024-01-01')`,
      [sellerId],
    );
    const importText = async (name: string, text: string) => {
      const path = join(workDir, name);
      await writeFile(path, text);
      expect(await importFileFromCli(database.db, sellerId, path, () => undefined)).toMatchObject({
        status: 'succeeded',
      });
    };
    await importText('orders.txt', ordersReportText([{ orderId: ORDER, purchaseDate: '2024-04-29T10:00:00+00:00' }]));
    await importText('settlement.txt', settlementFileText([{ settlementId: '9001', currency: 'USD', rows: ROWS }]));
    const snapshot = async () =>
      Promise.all(
        TABLES.map(
          async (table) =>
            (await query(`select * from ${table} t where seller_id = $1 order by t::text`, [sellerId])) as unknown[],
        ),
      );
    const written = await snapshot();
    expect(written.every((rows) => rows.length > 0)).toBe(true);
    const returned = await query(
      `select sum(quantity)::int as units, sum(cost)::text as cost from cost_daily_totals where seller_id = $1 and pnl_line = 'productReturns'`,
      [sellerId],
    );
    expect(returned).toEqual([{ units: 2, cost: '15.0000' }]);

    // What an import before the rule left: the quantity on every row of the item, in every rollup and total.
    await query(`update ledger_entries set quantity = 2 where seller_id = $1`, [sellerId]);
    for (const table of TABLES) {
      if (table.startsWith('cost_')) await query(`delete from ${table} where seller_id = $1`, [sellerId]);
      else await query(`update ${table} set quantity = quantity * 3 + 2 where seller_id = $1`, [sellerId]);
    }
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_units-on-item-principal.sql'));
    const statements = readFileSync(join(MIGRATIONS_FOLDER, file ?? ''), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.length > 0);
    expect(statements).toHaveLength(9);
    for (const statement of statements) await query(statement);

    expect(await snapshot()).toEqual(written);
    const quantities = await query(
      `select transaction_type, amount_description, quantity from ledger_entries where seller_id = $1 and quantity is not null order by source_line`,
      [sellerId],
    );
    expect(quantities).toEqual([
      { transaction_type: 'Order', amount_description: 'Principal', quantity: 2 },
      { transaction_type: 'Refund', amount_description: 'Principal', quantity: 2 },
      { transaction_type: 'Order', amount_description: 'Principal', quantity: 2 },
    ]);
  });
});
