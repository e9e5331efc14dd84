// The reconciliation migration (0012): settlements imported before it get their row sums and
// reconciliation, the rows of one that does not reconcile become estimated, and the rollups of its
// seller are rebuilt to exactly what the importer writes now; other sellers are left as they are.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, MIGRATIONS_FOLDER, testBackendName, type TestDatabase } from '@brandlens/db';
import { archiveFileText, type ArchiveSettlement } from '@brandlens/reporting-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersReportText } from '../../test/orders-files.ts';
import { importFileFromCli, resolveCliSeller } from './cli-import.service.ts';

const ORDER = '702-0000001-0000001';
const settlement = (settlementId: string, totalOffset = 0): ArchiveSettlement => ({
  settlementId,
  currency: 'CAD',
  marketplaceName: 'Amazon.ca',
  items: [
    {
      kind: 'Order',
      orderId: ORDER,
      orderItemCode: `${settlementId}1`,
      sku: 'LAMP-1',
      quantity: 2,
      principal: 4000,
      commission: -600,
    },
    {
      kind: 'Order',
      orderId: '702-0000002-0000002',
      orderItemCode: `${settlementId}2`,
      sku: 'MUG-1',
      quantity: 1,
      principal: 1500,
    },
  ],
  adFees: [{ fee: -1000, tax: -130 }],
  accountRows: [{ type: 'Storage Fee', cents: -250 }],
  emptyRows: 1,
  totalOffset,
});

const ROLLUPS = [
  'ledger_daily_rollups',
  'ledger_daily_totals',
  'ledger_marketplace_daily_totals',
  'ledger_order_day_rollups',
  'ledger_order_day_totals',
  'ledger_order_day_marketplace_totals',
  'ledger_order_day_sources',
];

describe(`settlement reconciliation (migration 0012) on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let workDir: string;
  const query = async (text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-reconciliation-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('marks a settlement imported before that does not reconcile, and rebuilds its seller to what the importer writes', async () => {
    const importInto = async (sellerId: string, name: string, text: string) => {
      const path = join(workDir, name);
      await writeFile(path, text);
      expect(await importFileFromCli(database.db, sellerId, path, () => undefined)).toMatchObject({
        status: 'succeeded',
      });
    };
    const cutSeller = await resolveCliSeller(database.db, 'cut-files', true);
    const wholeSeller = await resolveCliSeller(database.db, 'whole-files', true);
    await importInto(
      cutSeller,
      'orders.txt',
      ordersReportText([{ orderId: ORDER, purchaseDate: '2025-03-02T10:00:00+00:00' }]),
    );
    await importInto(cutSeller, 'cut.txt', archiveFileText([settlement('7001'), settlement('7002', 1999)], 'v1-36'));
    await importInto(wholeSeller, 'whole.txt', archiveFileText([settlement('7003')], 'v1-36'));

    const snapshot = async () => ({
      settlements: await query(
        `select settlement_id, rows_total::text, unmapped_count, reconciliation from settlements order by settlement_id`,
      ),
      statuses: await query(
        `select s.settlement_id, e.status, count(*)::int as rows from ledger_entries e join settlements s on s.id = e.settlement_ref
         group by 1, 2 order by 1, 2`,
      ),
      rollups: await Promise.all(ROLLUPS.map(async (table) => query(`select * from ${table} t order by t::text`))),
    });
    const written = await snapshot();
    expect(written.settlements).toEqual(
      [
        { settlement_id: '7001', rows_total: '35.20', unmapped_count: 0, reconciliation: 'reconciled' },
        { settlement_id: '7002', rows_total: '35.20', unmapped_count: 0, reconciliation: 'unreconciled' },
        { settlement_id: '7003', rows_total: '35.20', unmapped_count: 0, reconciliation: 'reconciled' },
      ].map((row) => ({ ...row, rows_total: `${row.rows_total}00` })),
    );
    expect(written.statuses).toEqual([
      { settlement_id: '7001', status: 'final', rows: 8 },
      { settlement_id: '7002', status: 'estimated', rows: 8 },
      { settlement_id: '7003', status: 'final', rows: 8 },
    ]);

    // What the importer left before 0012: no row sums, every settlement 'reconciled', every row final,
    // rollups keyed 'final' (taken away here: the migration must rebuild them).
    await query(`update settlements set rows_total = 0, unmapped_count = 0, reconciliation = 'reconciled'`);
    await query(`update ledger_entries set status = 'final'`);
    for (const table of ROLLUPS) await query(`delete from ${table} where seller_id = $1`, [cutSeller]);

    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_settlement-reconciliation.sql'));
    const statements = readFileSync(join(MIGRATIONS_FOLDER, file ?? ''), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.length > 0 && !/^(CREATE TYPE|ALTER TABLE)/.test(statement));
    for (const statement of statements) await query(statement);

    expect(await snapshot()).toEqual(written);
  });
});
