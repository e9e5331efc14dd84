import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, MIGRATIONS_FOLDER, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersReportText, type GeneratedOrderItem } from '../../test/orders-files.ts';
import { settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { importFileFromCli, resolveCliSeller } from './cli-import.service.ts';
import { insertImport } from './imports.queries.ts';
import { openOrdersWriter, type OrderRowInput, type OrdersChunk } from './orders-writer.queries.ts';

const A = '111-0000001-0000001';
const B = '111-0000002-0000002';
const C = '111-0000003-0000003';
const D = '111-0000004-0000004';
const E = '202-0000005-0000005';

// One USD settlement: orders A and B (in the orders report), C (in no report), a storage fee
// without order and an inbound fee whose order-id is an FBA shipment id, not an order.
const SETTLEMENT_ROWS: GeneratedRow[] = [
  {
    transactionType: 'Order',
    amountType: 'ItemPrice',
    amountDescription: 'Principal',
    cents: 10_000,
    sku: 'MUG-1',
    orderId: A,
    posted: [2024, 4, 1],
  },
  {
    transactionType: 'Order',
    amountType: 'ItemFees',
    amountDescription: 'Commission',
    cents: -1_500,
    sku: 'MUG-1',
    orderId: A,
    posted: [2024, 4, 1],
  },
  {
    transactionType: 'Order',
    amountType: 'ItemPrice',
    amountDescription: 'Principal',
    cents: 5_000,
    sku: 'CUP-2',
    orderId: B,
    posted: [2024, 3, 20],
  },
  {
    transactionType: 'Order',
    amountType: 'ItemPrice',
    amountDescription: 'Principal',
    cents: 3_000,
    sku: 'MUG-1',
    orderId: C,
    posted: [2024, 4, 2],
  },
  {
    transactionType: 'other-transaction',
    amountType: 'other-transaction',
    amountDescription: 'Storage Fee',
    cents: -500,
    orderId: '',
    posted: [2024, 4, 3],
  },
  {
    transactionType: 'other-transaction',
    amountType: 'other-transaction',
    amountDescription: 'Inbound Transportation Fee',
    cents: -700,
    orderId: 'FBA19CD9HGQ8',
    posted: [2024, 4, 3],
  },
];

// A is bought at 20:00 in Los Angeles on 31 March (03:00 UTC on 1 April); E at 23:30 UTC on 31 March,
// already 00:30 on 1 April in London (summer time began that night); D was cancelled.
const REPORT: GeneratedOrderItem[] = [
  { orderId: A, purchaseDate: '2024-03-31T20:00:00-07:00', lastUpdated: '2024-04-01T10:00:00+00:00', sku: 'MUG-1' },
  { orderId: A, purchaseDate: '2024-03-31T20:00:00-07:00', lastUpdated: '2024-04-01T10:00:00+00:00', sku: 'CUP-2' },
  { orderId: B, purchaseDate: '2024-03-18T09:00:00+00:00', lastUpdated: '2024-03-20T10:00:00+00:00', sku: 'CUP-2' },
  { orderId: D, purchaseDate: '2024-03-25T12:00:00+00:00', status: 'Cancelled' },
  { orderId: E, purchaseDate: '2024-03-31T23:30:00+00:00', salesChannel: 'Amazon.co.uk', currency: 'GBP' },
];

describe(`orders report import on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let workDir: string;
  let fileNumber = 0;
  const query = async (text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows;
  const importText = async (sellerId: string, text: string) => {
    fileNumber += 1;
    const path = join(workDir, `file-${fileNumber}.txt`);
    await writeFile(path, text);
    return importFileFromCli(database.db, sellerId, path, () => undefined);
  };
  const importSettlement = (sellerId: string, settlementId = '5001', rows = SETTLEMENT_ROWS) =>
    importText(sellerId, settlementFileText([{ settlementId, currency: 'USD', rows }]));
  const importOrders = (sellerId: string, items: readonly GeneratedOrderItem[]) =>
    importText(sellerId, ordersReportText(items));

  /** The order-basis rollups per day and day source, summed over lines: what moves where. */
  const rollupsByDay = async (sellerId: string) =>
    query(
      `select day::text, day_source, pnl_line, amount::text, quantity::int, row_count
       from ledger_order_day_rollups where seller_id = $1 order by day, day_source, pnl_line, sku`,
      [sellerId],
    );

  /** The order-basis rollups recomputed from the ledger and the orders: what the imports must maintain. */
  const expectRollupsToMatchLedger = async (sellerId: string) => {
    const maintained = await query(
      `select day::text, marketplace_id, sku, pnl_line, currency, status::text, day_source::text,
         amount::text, quantity::int, row_count
       from ledger_order_day_rollups where seller_id = $1
       order by 1, 2, 3, 4, 5, 6, 7`,
      [sellerId],
    );
    const recomputed = await query(
      `select (case when o.order_id is not null then o.order_day
           else coalesce(e.posted_date, (s.end_date at time zone 'UTC')::date) end)::text as day,
         coalesce(e.marketplace_id, '') as marketplace_id, coalesce(e.sku, '') as sku, e.pnl_line, e.currency,
         e.status::text,
         case when o.order_id is not null then 'order'
           when e.order_id ~ '^[0-9]{3}-[0-9]{7}-[0-9]{7}$' then 'posted_fallback' else 'posted' end as day_source,
         sum(e.amount)::text as amount, coalesce(sum(e.quantity), 0)::int as quantity, count(*)::int as row_count
       from ledger_entries e
       left join settlements s on s.id = e.settlement_ref
       left join amazon_orders o on o.seller_id = e.seller_id and o.order_id = e.order_id
       where e.seller_id = $1
       group by 1, 2, 3, 4, 5, 6, 7
       order by 1, 2, 3, 4, 5, 6, 7`,
      [sellerId],
    );
    expect(maintained).toEqual(recomputed);
    await expectTotalsToMatchRollups(sellerId);
  };

  /**
   * The SKU-less totals sum the rollup by the status the order basis reads (fallback rows
   * estimated), the rows per day source sum it by source, and the landed cost totals are what a
   * recomputation gives.
   */
  const expectTotalsToMatchRollups = async (sellerId: string) => {
    const effective = `(case when day_source = 'posted_fallback' then 'estimated' else status end)::text`;
    for (const [table, marketplace] of [
      ['ledger_order_day_totals', `''`],
      ['ledger_order_day_marketplace_totals', 'marketplace_id'],
    ] as const) {
      const totals = await query(
        `select ${marketplace} as marketplace_id, day::text, pnl_line, currency, status::text as status,
           amount::text, quantity::int, row_count
         from ${table} where seller_id = $1 order by 1, 2, 3, 4, 5`,
        [sellerId],
      );
      const summed = await query(
        `select ${marketplace} as marketplace_id, day::text, pnl_line, currency, ${effective} as status,
           sum(amount)::text as amount, sum(quantity)::int as quantity, sum(row_count)::int as row_count
         from ledger_order_day_rollups where seller_id = $1 group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
        [sellerId],
      );
      expect(totals, table).toEqual(summed);
    }
    const sources = await query(
      `select marketplace_id, day::text, day_source::text, row_count from ledger_order_day_sources
       where seller_id = $1 order by 1, 2, 3`,
      [sellerId],
    );
    const summedSources = await query(
      `select marketplace_id, day::text, day_source::text, sum(row_count)::int as row_count from ledger_order_day_rollups
       where seller_id = $1 group by 1, 2, 3 order by 1, 2, 3`,
      [sellerId],
    );
    expect(sources).toEqual(summedSources);
    const costs = async () =>
      query(
        `select 'all' as scope, '' as marketplace_id, day, pnl_line, currency, cost::text, quantity::int, has_fallback_dates
         from cost_order_day_totals where seller_id = $1
         union all
         select 'one', marketplace_id, day, pnl_line, currency, cost::text, quantity::int, has_fallback_dates
         from cost_order_day_marketplace_totals where seller_id = $1
         order by 1, 2, 3, 4, 5`,
        [sellerId],
      );
    const kept = await costs();
    await database.pool.query(`select write_cost_order_day_totals($1, '-infinity', 'infinity')`, [sellerId]);
    expect(await costs()).toEqual(kept);
  };

  const storedOrders = async (sellerId: string) =>
    query(
      `select order_id, marketplace_id, sales_channel, purchased_at, order_day::text, last_updated_at, status
       from amazon_orders where seller_id = $1 order by order_id`,
      [sellerId],
    );

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-orders-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('stores one row per order with its order day in the marketplace time zone, and moves its ledger rows there', async () => {
    const sellerId = await resolveCliSeller(database.db, 'settlement-first', true);
    expect(await importSettlement(sellerId)).toMatchObject({ status: 'succeeded', kind: 'settlement' });
    // Before any orders report, every row counts on its posted day; order rows as a fallback.
    expect(await rollupsByDay(sellerId)).toEqual([
      {
        day: '2024-03-20',
        day_source: 'posted_fallback',
        pnl_line: 'fullPriceFulfilledProductSales',
        amount: '50.0000',
        quantity: 1,
        row_count: 1,
      },
      {
        day: '2024-04-01',
        day_source: 'posted_fallback',
        pnl_line: 'fullPriceFulfilledProductSales',
        amount: '100.0000',
        quantity: 1,
        row_count: 1,
      },
      {
        day: '2024-04-01',
        day_source: 'posted_fallback',
        pnl_line: 'sellingFees',
        amount: '-15.0000',
        quantity: 0,
        row_count: 1,
      },
      {
        day: '2024-04-02',
        day_source: 'posted_fallback',
        pnl_line: 'fullPriceFulfilledProductSales',
        amount: '30.0000',
        quantity: 1,
        row_count: 1,
      },
      {
        day: '2024-04-03',
        day_source: 'posted',
        pnl_line: 'fbaInboundFees',
        amount: '-7.0000',
        quantity: 0,
        row_count: 1,
      },
      {
        day: '2024-04-03',
        day_source: 'posted',
        pnl_line: 'fbaStorageFees',
        amount: '-5.0000',
        quantity: 0,
        row_count: 1,
      },
    ]);
    await expectRollupsToMatchLedger(sellerId);

    const outcome = await importOrders(sellerId, REPORT);
    expect(outcome).toEqual({
      status: 'succeeded',
      kind: 'orders',
      rowsRead: 5,
      settlementsImported: 0,
      settlementsSkipped: 0,
      unmappedRows: 0,
      unreconciledSettlements: [],
      ordersImported: 4,
      ordersUpdated: 0,
      ordersSkipped: 0,
      inventoryRows: 0,
      returnRows: 0,
      errors: [],
    });
    expect(await storedOrders(sellerId)).toEqual([
      {
        order_id: A,
        marketplace_id: 'ATVPDKIKX0DER',
        sales_channel: 'Amazon.com',
        purchased_at: new Date('2024-04-01T03:00:00Z'),
        order_day: '2024-03-31',
        last_updated_at: new Date('2024-04-01T10:00:00Z'),
        status: 'Shipped',
      },
      {
        order_id: B,
        marketplace_id: 'ATVPDKIKX0DER',
        sales_channel: 'Amazon.com',
        purchased_at: new Date('2024-03-18T09:00:00Z'),
        order_day: '2024-03-18',
        last_updated_at: new Date('2024-03-20T10:00:00Z'),
        status: 'Shipped',
      },
      {
        order_id: D,
        marketplace_id: 'ATVPDKIKX0DER',
        sales_channel: 'Amazon.com',
        purchased_at: new Date('2024-03-25T12:00:00Z'),
        order_day: '2024-03-25',
        last_updated_at: new Date('2024-03-25T12:00:00Z'),
        status: 'Cancelled',
      },
      {
        order_id: E,
        marketplace_id: 'A1F83G8C2ARO7P',
        sales_channel: 'Amazon.co.uk',
        purchased_at: new Date('2024-03-31T23:30:00Z'),
        order_day: '2024-04-01',
        last_updated_at: new Date('2024-03-31T23:30:00Z'),
        status: 'Shipped',
      },
    ]);
    // A moves back to 31 March and B to 18 March; C (no report) and the rows without order stay.
    expect(await rollupsByDay(sellerId)).toEqual([
      {
        day: '2024-03-18',
        day_source: 'order',
        pnl_line: 'fullPriceFulfilledProductSales',
        amount: '50.0000',
        quantity: 1,
        row_count: 1,
      },
      {
        day: '2024-03-31',
        day_source: 'order',
        pnl_line: 'fullPriceFulfilledProductSales',
        amount: '100.0000',
        quantity: 1,
        row_count: 1,
      },
      {
        day: '2024-03-31',
        day_source: 'order',
        pnl_line: 'sellingFees',
        amount: '-15.0000',
        quantity: 0,
        row_count: 1,
      },
      {
        day: '2024-04-02',
        day_source: 'posted_fallback',
        pnl_line: 'fullPriceFulfilledProductSales',
        amount: '30.0000',
        quantity: 1,
        row_count: 1,
      },
      {
        day: '2024-04-03',
        day_source: 'posted',
        pnl_line: 'fbaInboundFees',
        amount: '-7.0000',
        quantity: 0,
        row_count: 1,
      },
      {
        day: '2024-04-03',
        day_source: 'posted',
        pnl_line: 'fbaStorageFees',
        amount: '-5.0000',
        quantity: 0,
        row_count: 1,
      },
    ]);
    await expectRollupsToMatchLedger(sellerId);
    // The posted-basis rollups are not touched by orders.
    const [posted] = await query(
      `select sum(amount)::text as amount, sum(row_count)::int as rows from ledger_daily_rollups where seller_id = $1`,
      [sellerId],
    );
    expect(posted).toEqual({ amount: '153.0000', rows: 6 });
    const [history] = await query(
      `select kind, status, orders_imported, orders_updated, orders_skipped, rows_read::int from imports
       where seller_id = $1 order by created_at desc limit 1`,
      [sellerId],
    );
    expect(history).toEqual({
      kind: 'orders',
      status: 'succeeded',
      orders_imported: 4,
      orders_updated: 0,
      orders_skipped: 0,
      rows_read: 5,
    });
  });

  it('re-imports an overlapping report without duplicates: a later last-updated-date wins, an earlier one is ignored', async () => {
    const sellerId = await resolveCliSeller(database.db, 'settlement-first', false);
    const before = await rollupsByDay(sellerId);
    expect(await importOrders(sellerId, REPORT)).toMatchObject({
      status: 'succeeded',
      ordersImported: 0,
      ordersUpdated: 0,
      ordersSkipped: 4,
    });
    expect(await rollupsByDay(sellerId)).toEqual(before);
    expect(await storedOrders(sellerId)).toHaveLength(4);

    // A later report says B was bought on 17 March (and is now Shipped again); an older one says A was bought on 1 March.
    const outcome = await importOrders(sellerId, [
      { orderId: B, purchaseDate: '2024-03-17T09:00:00+00:00', lastUpdated: '2024-03-22T10:00:00+00:00' },
      { orderId: A, purchaseDate: '2024-03-01T09:00:00+00:00', lastUpdated: '2024-03-05T10:00:00+00:00' },
      { orderId: D, purchaseDate: '2024-03-25T12:00:00+00:00', status: 'Cancelled' },
    ]);
    expect(outcome).toMatchObject({ status: 'succeeded', ordersImported: 0, ordersUpdated: 1, ordersSkipped: 2 });
    const orders = await storedOrders(sellerId);
    expect(orders.map((order) => [order.order_id, order.order_day])).toEqual([
      [A, '2024-03-31'],
      [B, '2024-03-17'],
      [D, '2024-03-25'],
      [E, '2024-04-01'],
    ]);
    const days = await rollupsByDay(sellerId);
    expect(days.filter((row) => row.day_source === 'order').map((row) => [row.day, row.pnl_line, row.amount])).toEqual([
      ['2024-03-17', 'fullPriceFulfilledProductSales', '50.0000'],
      ['2024-03-31', 'fullPriceFulfilledProductSales', '100.0000'],
      ['2024-03-31', 'sellingFees', '-15.0000'],
    ]);
    // Nothing is left behind on the day B left.
    expect(days.some((row) => row.day === '2024-03-18')).toBe(false);
    await expectRollupsToMatchLedger(sellerId);
  });

  it('dates a later settlement by the orders already imported, and the next settlement of a known order too', async () => {
    const sellerId = await resolveCliSeller(database.db, 'orders-first', true);
    expect(await importOrders(sellerId, REPORT)).toMatchObject({ status: 'succeeded', ordersImported: 4 });
    expect(await rollupsByDay(sellerId)).toEqual([]);
    await importSettlement(sellerId);
    // A refund of A, posted in May, counts on A's order day too.
    await importSettlement(sellerId, '5002', [
      {
        transactionType: 'Refund',
        amountType: 'ItemPrice',
        amountDescription: 'Principal',
        cents: -10_000,
        sku: 'MUG-1',
        orderId: A,
        posted: [2024, 5, 6],
      },
    ]);
    const days = await rollupsByDay(sellerId);
    expect(days.filter((row) => row.day === '2024-03-31')).toEqual([
      {
        day: '2024-03-31',
        day_source: 'order',
        pnl_line: 'fullPriceFulfilledProductSales',
        amount: '100.0000',
        quantity: 1,
        row_count: 1,
      },
      {
        day: '2024-03-31',
        day_source: 'order',
        pnl_line: 'productReturns',
        amount: '-100.0000',
        quantity: 1,
        row_count: 1,
      },
      {
        day: '2024-03-31',
        day_source: 'order',
        pnl_line: 'sellingFees',
        amount: '-15.0000',
        quantity: 0,
        row_count: 1,
      },
    ]);
    expect(days.some((row) => row.day >= '2024-05-01')).toBe(false);
    await expectRollupsToMatchLedger(sellerId);
  });

  it('merges a report a chunk of orders at a time: chunks of one give what one chunk gives, and a stopped import finishes when run again', async () => {
    const toInput = (item: GeneratedOrderItem, line: number): OrderRowInput => ({
      orderId: item.orderId,
      merchantOrderId: null,
      marketplaceId: item.salesChannel === 'Amazon.co.uk' ? 'A1F83G8C2ARO7P' : 'ATVPDKIKX0DER',
      salesChannel: item.salesChannel ?? 'Amazon.com',
      purchasedAt: item.purchaseDate,
      lastUpdatedAt: item.lastUpdated ?? item.purchaseDate,
      status: item.status ?? 'Shipped',
      fulfillmentChannel: 'Amazon',
      line,
    });
    const oneChunk = await resolveCliSeller(database.db, 'one-chunk', true);
    const chunksOfOne = await resolveCliSeller(database.db, 'chunks-of-one', true);
    const stopped = await resolveCliSeller(database.db, 'stopped', true);
    for (const sellerId of [oneChunk, chunksOfOne, stopped]) await importSettlement(sellerId);

    const merge = async (sellerId: string, size: number, chunks = Number.POSITIVE_INFINITY) => {
      const { id: importId } = await insertImport(database.db, {
        sellerId,
        kind: 'orders',
        fileName: 'orders.txt',
        fileSize: 1,
        storagePath: join(workDir, 'orders.txt'),
        createdByUserId: null,
      });
      const writer = await openOrdersWriter(database.db, importId);
      const merged: OrdersChunk[] = [];
      try {
        await writer.stage(REPORT.map((item, index) => toInput(item, index + 2)));
        expect(await writer.prepareMerge()).toBe(4);
        while (merged.length < chunks) {
          const chunk = await writer.mergeNext({ sellerId, importId }, size);
          if (!chunk) break;
          merged.push(chunk);
        }
      } finally {
        await writer.close();
      }
      return merged;
    };
    expect(await merge(oneChunk, 1_000)).toEqual([
      { orders: 4, ordersImported: 4, ordersUpdated: 0, ordersSkipped: 0 },
    ]);
    // By order day: B (18 March), D (25 March), A (31 March in Los Angeles), E (1 April in London).
    expect(await merge(chunksOfOne, 1)).toHaveLength(4);
    expect(await storedOrders(chunksOfOne)).toEqual(await storedOrders(oneChunk));
    expect(await rollupsByDay(chunksOfOne)).toEqual(await rollupsByDay(oneChunk));
    await expectRollupsToMatchLedger(chunksOfOne);

    // Stopped after two chunks: those two orders are complete (orders and rollups agree), the rest waits.
    expect(await merge(stopped, 1, 2)).toHaveLength(2);
    expect(await storedOrders(stopped)).toHaveLength(2);
    await expectRollupsToMatchLedger(stopped);
    // Run again (the whole report), it merges the other two and ends as the uninterrupted imports did.
    expect(await importOrders(stopped, REPORT)).toMatchObject({
      status: 'succeeded',
      ordersImported: 2,
      ordersUpdated: 0,
      ordersSkipped: 2,
    });
    expect(await rollupsByDay(stopped)).toEqual(await rollupsByDay(oneChunk));
    await expectRollupsToMatchLedger(stopped);
    // No stage is left behind.
    expect(await query(`select relname from pg_class where relname like 'order_report_rows%'`)).toEqual([]);
  });

  it('stores nothing from a report with a bad row and names the line', async () => {
    const sellerId = await resolveCliSeller(database.db, 'bad-report', true);
    await importSettlement(sellerId);
    const before = await rollupsByDay(sellerId);
    const text = ordersReportText([
      REPORT[0] as GeneratedOrderItem,
      { orderId: B, purchaseDate: '18/03/2024 09:00' },
      REPORT[2] as GeneratedOrderItem,
    ]);
    const outcome = await importText(sellerId, text);
    expect(outcome).toMatchObject({
      status: 'failed',
      kind: 'orders',
      ordersImported: 0,
      errors: [
        {
          line: 3,
          reason:
            'purchase-date: "18/03/2024 09:00" is not a date (expected YYYY-MM-DD HH:MM:SS UTC, ISO-8601 or DD.MM.YYYY)',
        },
      ],
    });
    expect(await storedOrders(sellerId)).toEqual([]);
    expect(await rollupsByDay(sellerId)).toEqual(before);
  });

  it('refuses a file that is neither report', async () => {
    const sellerId = await resolveCliSeller(database.db, 'bad-report', false);
    expect(await importText(sellerId, 'order,date\n1,2024-01-01\n')).toMatchObject({
      status: 'failed',
      errors: [{ line: 1, reason: expect.stringContaining('an All Orders report nor an FBA inventory report') }],
    });
  });

  it('has a backfill migration that gives what the imports maintain for ledgers imported before orders existed', async () => {
    const sellerId = await resolveCliSeller(database.db, 'backfilled', true);
    await database.pool.query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values ($1, 'MUG-1', 4, 'USD', '2024-01-01')`,
      [sellerId],
    );
    await importSettlement(sellerId);
    const tables = [
      'ledger_order_day_rollups',
      'ledger_order_day_totals',
      'ledger_order_day_marketplace_totals',
      'ledger_order_day_sources',
      'cost_order_day_totals',
      'cost_order_day_marketplace_totals',
    ];
    const snapshot = async () =>
      Promise.all(
        tables.map(
          async (table) =>
            (await query(`select * from ${table} t where seller_id = $1 order by t::text`, [sellerId])) as unknown[],
        ),
      );
    const maintained = await snapshot();
    expect(maintained.every((rows) => rows.length > 0)).toBe(true);
    // Replays the migration's statements on this seller alone: the other sellers have orders, which it predates.
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_order-day-totals-and-backfill.sql'));
    const statements = readFileSync(join(MIGRATIONS_FOLDER, file ?? ''), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*\n/gm, '').trim())
      .filter((statement) => /^(INSERT INTO|SELECT write_cost_order_day_totals)/.test(statement));
    expect(statements).toHaveLength(5);
    for (const table of tables) await database.pool.query(`delete from ${table} where seller_id = $1`, [sellerId]);
    for (const statement of statements) {
      const forSeller = statement.startsWith('SELECT')
        ? `SELECT write_cost_order_day_totals($1, '-infinity', 'infinity')`
        : statement.replace(
            /\bGROUP BY\b/,
            statement.includes('"ledger_entries" e')
              ? 'WHERE e."seller_id" = $1 GROUP BY'
              : 'WHERE seller_id = $1 GROUP BY',
          );
      await database.pool.query(forSeller, [sellerId]);
    }
    expect(await snapshot()).toEqual(maintained);
    await expectRollupsToMatchLedger(sellerId);
  });
});
