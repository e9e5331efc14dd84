import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, type Env } from '../../platform/env.ts';
import { addFakeOrders, fakeOrder, type FakeOrders } from '../../test/fake-amazon-orders.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import { itemRow, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { importFileFromCli, resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import { ALL_ORDERS_REPORT_TYPE } from './orders-backfill.service.ts';
import { ordersSyncStep } from './orders-sync.step.ts';
import { createSpApiClient, type SpApiClient } from './sp-api-client.ts';
import type { SyncStepContext, SyncStepOutcome, SyncStepProgress } from './sync-step.ts';

// The orders step against the fake Seller Central: the two-year backfill through All Orders
// reports, then the Orders API every few minutes, and the estimates of orders awaiting their money.
const REFRESH_TOKEN = 'Atzr|orders-seller';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// Runs are dated before the real clock: the fake refuses a LastUpdatedBefore less than two minutes old.
const T0 = new Date(Date.now() - 3 * 60 * MINUTE);
const at = (ms: number) => new Date(T0.getTime() + ms);
const US = 'ATVPDKIKX0DER';

const ORDER_A = '111-1000001-0000001';
const ORDER_B = '111-1000002-0000001';
const ORDER_C = '111-1000003-0000001';
const ORDER_D = '111-1000004-0000001';
const ORDER_E = '111-2000001-0000001';
const ORDER_F = '111-2000002-0000001';

const ymd = (date: Date) => date.toISOString().slice(0, 10);
const posted = (day: string) => day.split('-').map(Number) as [number, number, number];

describe(`orders sync from Seller Central on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let orders: FakeOrders;
  let workDir: string;
  let env: Env;
  let sellerId: string;
  let client: SpApiClient;
  const progress: SyncStepProgress[] = [];
  /** The cursor of the last complete run. */
  let cursor: Record<string, unknown> | null = null;

  const run = (
    now: Date,
    saved: Record<string, unknown> | null,
    isBackfill = false,
    through: SpApiClient = client,
  ): Promise<SyncStepOutcome> => {
    const context: SyncStepContext = {
      db: database.db,
      env,
      client: through,
      sellerId,
      connection: { id: randomUUID(), accountId: 'A3ORDERS', region: 'na', marketplaceIds: [US] },
      now,
      isBackfill,
      cursor: saved,
      progress: async (update) => void progress.push(update),
    };
    return ordersSyncStep.run(context);
  };

  const clientOf = (accountId: string, maxSlotWaitMs: number) =>
    createSpApiClient({
      db: database.db,
      config: { endpoint: running.endpoint },
      tokens: new LwaAccessTokens({
        clientId: 'amzn1.application-oa2-client.orders',
        clientSecret: 's',
        tokenUrl: running.tokenUrl,
      }),
      connection: { id: randomUUID(), accountId, region: 'na', refreshToken: REFRESH_TOKEN },
      sleep: async () => undefined,
      maxSlotWaitMs,
    });

  const importSettlement = async (settlementId: string, rows: GeneratedRow[]) => {
    const path = join(workDir, `settlement-${settlementId}.txt`);
    await writeFile(path, settlementFileText([{ settlementId, currency: 'USD', rows }]));
    const outcome = await importFileFromCli(database.db, sellerId, path, () => undefined);
    expect(outcome.status).toBe('succeeded');
  };

  const query = async <T>(text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows.map((row: Record<string, unknown>) => ({ ...row }) as T);

  /** The statement's totals of a day on both bases, by line and status. */
  const dayTotals = async (table: 'ledger_daily_totals' | 'ledger_order_day_totals', day: string) =>
    query<{ pnl_line: string; status: string; amount: string; quantity: number }>(
      `select pnl_line, status::text, amount::text, quantity::int from ${table}
       where seller_id = $1 and day = $2 and currency = 'USD' and row_count > 0 order by pnl_line, status`,
      [sellerId, day],
    );
  const orderDay = async (orderId: string) =>
    (
      await query<{ day: string }>(
        `select order_day::text as day from amazon_orders where seller_id = $1 and order_id = $2`,
        [sellerId, orderId],
      )
    )[0]!.day;
  const estimateRows = async () =>
    query<{
      order_id: string;
      amount_description: string;
      pnl_line: string;
      quantity: number | null;
      amount: string;
      posted_date: string;
    }>(
      `select e.order_id, e.amount_description, e.pnl_line, e.quantity, e.amount::text, e.posted_date::text
       from ledger_entries e join settlements s on s.id = e.settlement_ref
       where e.seller_id = $1 and s.kind = 'orders_estimate' and s.settlement_id = 'orders:USD'
         and e.status = 'estimated' and e.source = 'sp-api-orders' and e.source_import_id is null
       order by e.order_id, e.source_line`,
      [sellerId],
    );
  const estimatedOrders = async () => [...new Set((await estimateRows()).map((row) => row.order_id))];

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    orders = addFakeOrders(running.fake);
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-orders-'));
    env = parseEnv({ DATA_DIR: join(workDir, 'data'), LOG_LEVEL: 'silent' });
    running.fake.refreshTokens.add(REFRESH_TOKEN);
    sellerId = await resolveCliSeller(database.db, 'orders-seller', true);
    // The backfill asks for 25 reports, past Amazon's burst: the test does not wait for the slots.
    client = clientOf('A3ORDERS', 365 * DAY);
    // The SKU's recent fees: 3 units sold for 65.00, 15 % commission, 4.12 of FBA fee per unit.
    const paidDay = posted(ymd(at(-20 * DAY)));
    const a = { sku: 'MUG-1', orderId: ORDER_A, quantity: 2, posted: paidDay };
    const b = { sku: 'MUG-1', orderId: ORDER_B, quantity: 1, posted: paidDay };
    await importSettlement('31001', [
      itemRow('Order / ItemPrice / Principal', 4000, a),
      itemRow('Order / ItemFees / Commission', -600, a),
      itemRow('Order / ItemFees / FBAPerUnitFulfillmentFee', -824, a),
      itemRow('Order / ItemPrice / Principal', 2500, b),
      itemRow('Order / ItemFees / Commission', -375, b),
      itemRow('Order / ItemFees / FBAPerUnitFulfillmentFee', -412, b),
    ]);
    const old = { purchaseDate: at(-21 * DAY), lastUpdate: at(-20 * DAY), sku: 'MUG-1' };
    orders.put(fakeOrder({ ...old, orderId: ORDER_A, quantity: 2, itemPrice: '40.00' }));
    orders.put(fakeOrder({ ...old, orderId: ORDER_B, quantity: 1, itemPrice: '25.00' }));
    orders.put(
      fakeOrder({
        orderId: ORDER_C,
        purchaseDate: at(-400 * DAY),
        lastUpdate: at(-399 * DAY),
        sku: 'MUG-1',
        quantity: 1,
        itemPrice: '20.00',
      }),
    );
    orders.put(
      fakeOrder({
        orderId: ORDER_D,
        purchaseDate: at(-3 * DAY),
        status: 'Unshipped',
        sku: 'MUG-1',
        quantity: 1,
        itemPrice: '20.00',
      }),
    );
  });
  afterAll(async () => {
    await running.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('backfills two years of orders through All Orders reports, 30 days each, imported like uploads', async () => {
    const outcome = await run(T0, null, true);
    const until = new Date(T0.getTime() - 150_000).toISOString();
    expect(outcome.waitMs).toBeUndefined();
    expect(outcome.cursor).toEqual({ lastUpdatedAfter: until });
    expect(outcome.dataThrough?.toISOString()).toBe(until);
    expect(outcome.summary).toContain(`backfill from ${ymd(at(-730 * DAY))}: 4 order(s) imported, 0 updated`);
    cursor = outcome.cursor!;

    const created = running.fake.reports.filter((report) => report.reportType === ALL_ORDERS_REPORT_TYPE);
    expect(created).toHaveLength(25);
    expect(created[0]!.dataStartTime).toBe(at(-730 * DAY).toISOString());
    expect(created.at(-1)!.dataEndTime).toBe(until);
    expect(Date.parse(created[1]!.dataStartTime) - Date.parse(created[0]!.dataStartTime)).toBe(30 * DAY);
    const imports = await query<{ file_name: string; kind: string; status: string; orders_imported: number }>(
      `select file_name, kind, status::text, orders_imported from imports where seller_id = $1 and kind = 'orders'`,
      [sellerId],
    );
    // Windows without orders (a header alone) need no import: only the three reports with orders are imports.
    expect(imports).toHaveLength(3);
    expect(new Set(imports.map((row) => `${row.kind} ${row.status}`))).toEqual(new Set(['orders succeeded']));
    expect(imports.every((row) => /^amazon-orders-report-\d+\.txt$/.test(row.file_name))).toBe(true);
    expect(imports.reduce((sum, row) => sum + row.orders_imported, 0)).toBe(4);
    expect(
      await query(
        `select order_id, status, fulfillment_channel, marketplace_id, import_id is not null as from_report
         from amazon_orders where seller_id = $1 order by order_id`,
        [sellerId],
      ),
    ).toEqual([
      { order_id: ORDER_A, status: 'Shipped', fulfillment_channel: 'Amazon', marketplace_id: US, from_report: true },
      { order_id: ORDER_B, status: 'Shipped', fulfillment_channel: 'Amazon', marketplace_id: US, from_report: true },
      { order_id: ORDER_C, status: 'Shipped', fulfillment_channel: 'Amazon', marketplace_id: US, from_report: true },
      { order_id: ORDER_D, status: 'Unshipped', fulfillment_channel: 'Amazon', marketplace_id: US, from_report: true },
    ]);
    // The settled orders' rows moved to their order day on the order basis, still final.
    expect(await dayTotals('ledger_order_day_totals', await orderDay(ORDER_A))).toEqual([
      { pnl_line: 'fbaFulfilmentFees', status: 'final', amount: '-12.3600', quantity: 0 },
      { pnl_line: 'fullPriceFulfilledProductSales', status: 'final', amount: '65.0000', quantity: 3 },
      { pnl_line: 'sellingFees', status: 'final', amount: '-9.7500', quantity: 0 },
    ]);
    // Only the order without money, bought in the last 60 days, was asked for its items, and is estimated.
    expect(running.fake.callsOf('getOrderItems').map((call) => call.status)).toEqual([200]);
    expect(await estimateRows()).toEqual([
      {
        order_id: ORDER_D,
        amount_description: 'Principal',
        pnl_line: 'fullPriceFulfilledProductSales',
        quantity: 1,
        amount: '20.0000',
        posted_date: await orderDay(ORDER_D),
      },
      {
        order_id: ORDER_D,
        amount_description: 'Commission',
        pnl_line: 'sellingFees',
        quantity: null,
        amount: '-3.0000',
        posted_date: await orderDay(ORDER_D),
      },
      {
        order_id: ORDER_D,
        amount_description: 'FBAPerUnitFulfillmentFee',
        pnl_line: 'fbaFulfilmentFees',
        quantity: null,
        amount: '-4.1200',
        posted_date: await orderDay(ORDER_D),
      },
    ]);
    expect(progress.some((update) => update.total === 25 && update.done === 25)).toBe(true);
  });

  it('imports nothing new on a second run, and resumes a report Amazon was still making without importing it twice', async () => {
    const reportsBefore = running.fake.reports.length;
    const second = await run(at(5 * MINUTE), cursor, true);
    expect(running.fake.reports.length).toBe(reportsBefore);
    expect(second.summary).toContain('0 order(s) changed on 1 page(s)');
    expect(running.fake.callsOf('getOrders').at(-1)!.query.get('LastUpdatedAfter')).toBe(cursor!.lastUpdatedAfter);

    // A backfill from scratch whose first report is still being made: the step waits with the report in its cursor.
    running.fake.nextCreated.pollsLeft = 1;
    const waiting = await run(at(5 * MINUTE), null, true);
    running.fake.nextCreated.pollsLeft = 0;
    expect(waiting.waitMs).toBe(30_000);
    const pending = (waiting.cursor as { backfill: { nextWindow: number; pending: { reportId: string } } }).backfill;
    expect(pending).toMatchObject({ nextWindow: 0, pending: { reportId: expect.any(String) } });
    const resumed = await run(at(6 * MINUTE), waiting.cursor!);
    expect(resumed.summary).toContain('0 order(s) imported, 0 updated');
    // The same pending report again (a run that stopped before its cursor was saved): not imported twice.
    const documents = running.fake.callsOf('getReportDocument').length;
    await run(at(6 * MINUTE), waiting.cursor!);
    // Its window holds no order, so nothing marks it imported: read again, it stores nothing again.
    expect(running.fake.callsOf('getReportDocument').length - documents).toBe(25);
    const importsOfPending = await query(`select 1 from imports where seller_id = $1 and file_name = $2`, [
      sellerId,
      `amazon-orders-report-${pending.pending.reportId}.txt`,
    ]);
    expect(importsOfPending).toHaveLength(0);
    expect(await query(`select count(*)::int as n from amazon_orders where seller_id = $1`, [sellerId])).toEqual([
      { n: 4 },
    ]);
    cursor = resumed.cursor!;
  });

  it('puts a new order on the P&L as estimated sales on its order day, with fees from the SKU history', async () => {
    const placed = at(10 * MINUTE);
    orders.put(
      fakeOrder({
        orderId: ORDER_E,
        purchaseDate: placed,
        status: 'Pending',
        sku: 'MUG-1',
        quantity: 2,
        itemPrice: '50.00',
        promotion: '5.00',
      }),
    );
    orders.put(
      fakeOrder({
        orderId: ORDER_F,
        purchaseDate: placed,
        status: 'Unshipped',
        sku: 'NEW-SKU',
        quantity: 1,
        itemPrice: '30.00',
      }),
    );
    const outcome = await run(at(60 * MINUTE), cursor);
    expect(outcome.summary).toContain('2 order(s) changed on 1 page(s): 2 new, 0 updated, 0 already up to date');
    expect(outcome.summary).toContain(
      '3 order(s) estimated in USD; without fees (no settled sale in 90 days): NEW-SKU',
    );
    expect(outcome.dataThrough?.toISOString()).toBe(at(60 * MINUTE - 150_000).toISOString());
    cursor = outcome.cursor!;
    expect(
      await query(
        `select order_id, status, marketplace_id, import_id from amazon_orders where seller_id = $1 and order_id in ($2, $3) order by order_id`,
        [sellerId, ORDER_E, ORDER_F],
      ),
    ).toEqual([
      { order_id: ORDER_E, status: 'Pending', marketplace_id: US, import_id: null },
      { order_id: ORDER_F, status: 'Unshipped', marketplace_id: US, import_id: null },
    ]);
    expect(await estimatedOrders()).toEqual([ORDER_D, ORDER_E, ORDER_F]);
    const day = await orderDay(ORDER_E);
    const expected = [
      { pnl_line: 'fbaFulfilmentFees', status: 'estimated', amount: '-8.2400', quantity: 0 },
      { pnl_line: 'fullPriceFulfilledProductSales', status: 'estimated', amount: '80.0000', quantity: 3 },
      { pnl_line: 'productDiscounts', status: 'estimated', amount: '-5.0000', quantity: 0 },
      { pnl_line: 'sellingFees', status: 'estimated', amount: '-7.5000', quantity: 0 },
    ];
    expect(await dayTotals('ledger_daily_totals', day)).toEqual(expected);
    expect(await dayTotals('ledger_order_day_totals', day)).toEqual(expected);
  });

  it('updates a changed order and drops a cancelled one from the estimates', async () => {
    const changed = at(70 * MINUTE);
    orders.put(
      fakeOrder({
        orderId: ORDER_E,
        purchaseDate: at(10 * MINUTE),
        lastUpdate: changed,
        status: 'Unshipped',
        sku: 'MUG-1',
        quantity: 2,
        itemPrice: '50.00',
      }),
    );
    orders.put(
      fakeOrder({
        orderId: ORDER_F,
        purchaseDate: at(10 * MINUTE),
        lastUpdate: changed,
        status: 'Canceled',
        sku: 'NEW-SKU',
        quantity: 1,
        itemPrice: '30.00',
      }),
    );
    const itemCalls = running.fake.callsOf('getOrderItems').length;
    const outcome = await run(at(120 * MINUTE), cursor);
    cursor = outcome.cursor!;
    expect(outcome.summary).toContain('2 order(s) changed on 1 page(s): 0 new, 2 updated');
    // Only the changed order that still waits for its money is asked for its items again.
    expect(running.fake.callsOf('getOrderItems').length - itemCalls).toBe(1);
    expect(
      await query(
        `select order_id, status from amazon_orders where seller_id = $1 and order_id in ($2, $3) order by order_id`,
        [sellerId, ORDER_E, ORDER_F],
      ),
    ).toEqual([
      { order_id: ORDER_E, status: 'Unshipped' },
      { order_id: ORDER_F, status: 'Cancelled' },
    ]);
    expect(await estimatedOrders()).toEqual([ORDER_D, ORDER_E]);
    expect(await dayTotals('ledger_order_day_totals', await orderDay(ORDER_E))).toEqual([
      { pnl_line: 'fbaFulfilmentFees', status: 'estimated', amount: '-8.2400', quantity: 0 },
      { pnl_line: 'fullPriceFulfilledProductSales', status: 'estimated', amount: '50.0000', quantity: 2 },
      { pnl_line: 'sellingFees', status: 'estimated', amount: '-7.5000', quantity: 0 },
    ]);
  });

  it('leaves an order out once its settlement arrives: its sales counted once, and final', async () => {
    const day = await orderDay(ORDER_E);
    const e = { sku: 'MUG-1', orderId: ORDER_E, quantity: 2, posted: posted(day) };
    await importSettlement('31002', [
      itemRow('Order / ItemPrice / Principal', 5000, e),
      itemRow('Order / ItemFees / Commission', -750, e),
      itemRow('Order / ItemFees / FBAPerUnitFulfillmentFee', -824, e),
    ]);
    const settled = [
      { pnl_line: 'fbaFulfilmentFees', status: 'final', amount: '-8.2400', quantity: 0 },
      { pnl_line: 'fullPriceFulfilledProductSales', status: 'final', amount: '50.0000', quantity: 2 },
      { pnl_line: 'sellingFees', status: 'final', amount: '-7.5000', quantity: 0 },
    ];
    // Already when the settlement is stored, before any rebuild: its order's estimate went with it.
    expect(await dayTotals('ledger_daily_totals', day)).toEqual(settled);
    expect(await estimatedOrders()).toEqual([]);
    const outcome = await run(at(150 * MINUTE), cursor);
    expect(outcome.summary).toContain('1 order(s) estimated in USD');
    expect(await estimatedOrders()).toEqual([ORDER_D]);
    expect(await dayTotals('ledger_daily_totals', day)).toEqual(settled);
    expect(await dayTotals('ledger_order_day_totals', day)).toEqual(settled);
    // The paid order is not asked about again; the one still waiting keeps its estimate.
    expect(await dayTotals('ledger_daily_totals', await orderDay(ORDER_D))).toEqual([
      { pnl_line: 'fbaFulfilmentFees', status: 'estimated', amount: '-4.1200', quantity: 0 },
      { pnl_line: 'fullPriceFulfilledProductSales', status: 'estimated', amount: '20.0000', quantity: 1 },
      { pnl_line: 'sellingFees', status: 'estimated', amount: '-3.0000', quantity: 0 },
    ]);
  });

  it("saves where the backfill stands when Amazon's rate runs out, and goes on from there", async () => {
    // An account whose createReport and getReportDocument slots run out after the burst (15) and two waits.
    const limited = clientOf('A3ORDERSLIMITED', 120_000);
    const created = () => running.fake.callsOf('createReport').length;
    const before = created();
    const stopped = await run(at(160 * MINUTE), null, true, limited);
    const backfill = (stopped.cursor as { backfill: { nextWindow: number } }).backfill;
    expect(stopped.waitMs).toBeGreaterThan(0);
    expect(stopped.summary).toContain('waiting for the rate limit');
    expect(backfill.nextWindow).toBeGreaterThanOrEqual(15);
    expect(backfill.nextWindow).toBeLessThan(25);
    expect(stopped.dataThrough).toBeUndefined();
    const finished = await run(at(161 * MINUTE), stopped.cursor!, true, client);
    expect(finished.waitMs).toBeUndefined();
    expect(finished.cursor).toEqual({ lastUpdatedAfter: at(161 * MINUTE - 150_000).toISOString() });
    // Every window asked for once: neither those imported before the stop nor the one it stopped at again.
    expect(created() - before).toBe(25);
  });

  it('asks again for a report Amazon ended FATAL, and takes a CANCELLED one for a window without orders', async () => {
    const importsBefore = await query(`select id from imports where seller_id = $1`, [sellerId]);
    running.fake.nextCreated.finalStatus = 'FATAL';
    const failed = await run(at(170 * MINUTE), null, true);
    expect(failed.summary).toContain('report 1 of 25: Amazon could not make it, asking again');
    expect(failed.waitMs).toBe(5 * MINUTE);
    expect((failed.cursor as { backfill: unknown }).backfill).toMatchObject({ nextWindow: 0, fatalReports: 1 });
    expect((failed.cursor as { backfill: object }).backfill).not.toHaveProperty('pending');
    running.fake.nextCreated.finalStatus = 'CANCELLED';
    const cancelled = await run(at(171 * MINUTE), failed.cursor!, true);
    running.fake.nextCreated.finalStatus = 'DONE';
    expect(cancelled.waitMs).toBeUndefined();
    expect(cancelled.cursor).toEqual({ lastUpdatedAfter: at(171 * MINUTE - 150_000).toISOString() });
    expect(await query(`select id from imports where seller_id = $1`, [sellerId])).toHaveLength(importsBefore.length);
  });
});
