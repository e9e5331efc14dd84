import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import { installFakeFinances, type FakeFinances } from '../../test/fake-amazon-finances.ts';
import { itemRow, settlementFileText, type GeneratedSettlement } from '../../test/settlement-files.ts';
import { importFileFromCli, resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { replaceFinancesEstimates } from './finances-estimates.service.ts';
import { financesSyncStep } from './finances-sync.step.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import { createSpApiClient } from './sp-api-client.ts';
import type { SyncStepContext, SyncStepProgress } from './sync-step.ts';

// Money not settled yet, from the fake Finances API: estimated rows of the open group, replaced at each
// sync, and gone when the group's settlement is imported, so the statement counts it once.
const REFRESH_TOKEN = 'Atzr|finances-seller';
const LWA = { clientId: 'amzn1.application-oa2-client.finances', clientSecret: 'lwa-secret' };
const SETTLED_START = '2024-02-15T00:00:00.000Z';
// settlement-files.ts writes every settlement from 2024-03-01 00:00:00 UTC to 2024-03-15.
const OPEN_START = '2024-03-01T00:00:00.000Z';
const ORDER_1 = '111-5000001-0000001';
const ORDER_2 = '111-5000002-0000001';

const money = (currency: string) => (amount: number) => ({ CurrencyCode: currency, CurrencyAmount: amount });
const usd = money('USD');
const order = (orderId: string, posted: string, principal: number, commission: number) => ({
  AmazonOrderId: orderId,
  MarketplaceName: 'Amazon.com',
  PostedDate: posted,
  ShipmentItemList: [
    {
      SellerSKU: 'MUG-1',
      QuantityShipped: 1,
      ItemChargeList: [{ ChargeType: 'Principal', ChargeAmount: usd(principal) }],
      ItemFeeList: [
        { FeeType: 'Commission', FeeAmount: usd(commission) },
        { FeeType: 'FBAPerUnitFulfillmentFee', FeeAmount: usd(-4.12) },
      ],
    },
  ],
});
const refund = {
  AmazonOrderId: ORDER_1,
  MarketplaceName: 'Amazon.com',
  PostedDate: '2024-03-06T09:00:00Z',
  ShipmentItemAdjustmentList: [
    {
      SellerSKU: 'MUG-1',
      QuantityShipped: 1,
      ItemChargeAdjustmentList: [{ ChargeType: 'Principal', ChargeAmount: usd(-25.99) }],
      ItemFeeAdjustmentList: [{ FeeType: 'Commission', FeeAmount: usd(3.9) }],
    },
  ],
};

/** The settlement Amazon pays for the open group: the same money as its events. */
const openGroupSettlement: GeneratedSettlement = {
  settlementId: '41002',
  currency: 'USD',
  rows: [
    ...[
      { orderId: ORDER_1, day: 4, principal: 2599, commission: -390 },
      { orderId: ORDER_2, day: 7, principal: 4150, commission: -623 },
    ].flatMap(({ orderId, day, principal, commission }) => {
      const item = { sku: 'MUG-1', orderId, posted: [2024, 3, day] as [number, number, number] };
      return [
        itemRow('Order / ItemPrice / Principal', principal, item),
        itemRow('Order / ItemFees / Commission', commission, item),
        itemRow('Order / ItemFees / FBAPerUnitFulfillmentFee', -412, item),
      ];
    }),
    itemRow('Refund / ItemPrice / Principal', -2599, { sku: 'MUG-1', orderId: ORDER_1, posted: [2024, 3, 6] }),
    itemRow('Refund / ItemFees / Commission', 390, { sku: 'MUG-1', orderId: ORDER_1, posted: [2024, 3, 6] }),
    { transactionType: 'ServiceFee', amountType: 'other-transaction', amountDescription: 'Storage Fee', cents: -1250 },
  ],
};

describe(`finances step with the fake Finances API on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let finances: FakeFinances;
  let workDir: string;
  let sellerId: string;
  const progress: SyncStepProgress[] = [];

  const context = (now: string): SyncStepContext => ({
    db: database.db,
    env: parseEnv({ LOG_LEVEL: 'silent', DATA_DIR: join(workDir, 'data') }),
    client: createSpApiClient({
      db: database.db,
      config: { endpoint: running.endpoint },
      tokens: new LwaAccessTokens({ ...LWA, tokenUrl: running.tokenUrl }),
      connection: { id: 'connection-finances', accountId: 'A3FINANCES', region: 'na', refreshToken: REFRESH_TOKEN },
    }),
    sellerId,
    connection: { id: 'connection-finances', accountId: 'A3FINANCES', region: 'na', marketplaceIds: ['ATVPDKIKX0DER'] },
    now: new Date(now),
    isBackfill: false,
    cursor: null,
    progress: async (update) => {
      progress.push(update);
    },
  });
  const importSettlement = async (settlement: GeneratedSettlement, dates?: { start: string; end: string }) => {
    let text = settlementFileText([settlement]);
    if (dates)
      text = text.replace('2024-03-01 00:00:00 UTC', dates.start).replace('2024-03-15 00:00:00 UTC', dates.end);
    const path = join(workDir, `${settlement.settlementId}.txt`);
    await writeFile(path, text);
    const outcome = await importFileFromCli(database.db, sellerId, path, () => undefined);
    expect(outcome).toMatchObject({ status: 'succeeded', settlementsImported: 1 });
  };
  /** The statement's totals (SKU-less daily rollups) of a currency, summed over days: 'line status' → amount. */
  const totals = async (currency = 'USD') => {
    const { rows } = await database.pool.query<{ key: string; amount: string; quantity: number; row_count: number }>(
      `select pnl_line || ' ' || status as key, sum(amount)::numeric(18, 2)::text as amount,
         sum(quantity)::int as quantity, sum(row_count)::int as row_count
       from ledger_daily_totals where seller_id = $1 and currency = $2 group by 1 order by 1`,
      [sellerId, currency],
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.amount]));
  };
  const batches = async () =>
    (
      await database.pool.query<{ settlement_id: string; kind: string; currency: string; total: string; rows: number }>(
        `select s.settlement_id, s.kind, s.currency, s.total_amount::text as total,
           (select count(*)::int from ledger_entries e where e.settlement_ref = s.id) as rows
         from settlements s where s.seller_id = $1 order by s.settlement_id`,
        [sellerId],
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    running.fake.refreshTokens.add(REFRESH_TOKEN);
    finances = installFakeFinances(running.fake);
    finances.groupsPageSize = 1;
    finances.eventsPageSize = 2;
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-finances-'));
    sellerId = await resolveCliSeller(database.db, 'finances-seller', true);

    // The previous period's settlement is imported: its group is final money.
    finances.addGroup({ id: 'G-SETTLED', status: 'Closed', start: SETTLED_START, end: OPEN_START, currency: 'USD' });
    finances.addEvents('G-SETTLED', 'ShipmentEventList', order('111-4999999-0000001', '2024-02-20T10:00:00Z', 99, -9));
    const previous = {
      settlementId: '41001',
      currency: 'USD',
      rows: [itemRow('Order / ItemPrice / Principal', 9900, { sku: 'MUG-1', posted: [2024, 2, 20] })],
    };
    await importSettlement(previous, { start: '2024-02-15 00:00:00 UTC', end: '2024-03-01 00:00:00 UTC' });

    finances.addGroup({ id: 'G-OPEN', start: OPEN_START, currency: 'USD', total: 7.77 });
    finances.addEvents('G-OPEN', 'ShipmentEventList', order(ORDER_1, '2024-03-04T10:00:00Z', 25.99, -3.9));
    finances.addEvents('G-OPEN', 'RefundEventList', refund);
    finances.addEvents('G-OPEN', 'ServiceFeeEventList', {
      FeeReason: 'FBA storage',
      FeeList: [{ FeeType: 'FBAStorageFee', FeeAmount: usd(-12.5) }],
    });
    // The same period in Canada: another currency, another settlement.
    finances.addGroup({ id: 'G-CAD', start: OPEN_START, currency: 'CAD' });
    finances.addEvents('G-CAD', 'ShipmentEventList', {
      ...order('702-5000003-0000001', '2024-03-05T10:00:00Z', 0, 0),
      MarketplaceName: 'Amazon.ca',
      ShipmentItemList: [
        {
          SellerSKU: 'MUG-1',
          QuantityShipped: 1,
          ItemChargeList: [{ ChargeType: 'Principal', ChargeAmount: money('CAD')(30) }],
        },
      ],
    });
  });
  afterAll(async () => {
    await running.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('stores the open group as estimated rows in the P&L lines its settlement will use, never reading a settled group', async () => {
    const outcome = await financesSyncStep.run(context('2024-03-10T12:00:00Z'));
    expect(outcome.summary).toBe(
      '3 financial event group(s) listed, 2 estimated (7 row(s)), 1 settled (0 estimate batch(es) taken out)',
    );
    expect(outcome.dataThrough?.toISOString()).toBe('2024-03-10T12:00:00.000Z');
    expect(finances.eventReads).not.toContain('G-SETTLED');
    // Two pages of at most two events for the open group's three.
    expect(finances.eventReads.filter((id) => id === 'G-OPEN')).toHaveLength(2);
    expect(progress.at(-1)).toMatchObject({ done: 3, total: 3 });
    expect(await totals()).toEqual({
      'fbaFulfilmentFees estimated': '-4.12',
      'fbaStorageFees estimated': '-12.50',
      'fullPriceFulfilledProductSales estimated': '25.99',
      'fullPriceFulfilledProductSales final': '99.00',
      'productReturns estimated': '-25.99',
      'sellingFees estimated': '0.00',
    });
    expect(await totals('CAD')).toEqual({ 'fullPriceFulfilledProductSales estimated': '30.00' });
    expect(await batches()).toEqual([
      { settlement_id: '41001', kind: 'settlement', currency: 'USD', total: '99.0000', rows: 1 },
      { settlement_id: 'finances:G-CAD', kind: 'finances_estimate', currency: 'CAD', total: '30.0000', rows: 1 },
      { settlement_id: 'finances:G-OPEN', kind: 'finances_estimate', currency: 'USD', total: '-16.6200', rows: 6 },
    ]);
    const { rows } = await database.pool.query(
      `select status, source, source_import_id, quantity, posted_date::text, marketplace_id, order_id, sku from ledger_entries
       where seller_id = $1 and pnl_line = 'fullPriceFulfilledProductSales' and currency = 'USD' and status = 'estimated'`,
      [sellerId],
    );
    expect(rows).toEqual([
      {
        status: 'estimated',
        source: 'sp-api-finances',
        source_import_id: null,
        quantity: 1,
        posted_date: '2024-03-04',
        marketplace_id: 'ATVPDKIKX0DER',
        order_id: ORDER_1,
        sku: 'MUG-1',
      },
    ]);
  });

  it('replaces the batch at the next sync, with the events added since, without doubling', async () => {
    finances.addEvents('G-OPEN', 'ShipmentEventList', order(ORDER_2, '2024-03-07T10:00:00Z', 41.5, -6.23));
    const outcome = await financesSyncStep.run(context('2024-03-12T12:00:00Z'));
    expect(outcome.summary).toContain('2 estimated (10 row(s))');
    expect(await totals()).toEqual({
      'fbaFulfilmentFees estimated': '-8.24',
      'fbaStorageFees estimated': '-12.50',
      'fullPriceFulfilledProductSales estimated': '67.49',
      'fullPriceFulfilledProductSales final': '99.00',
      'productReturns estimated': '-25.99',
      'sellingFees estimated': '-6.23',
    });
    const open = (await batches()).find((batch) => batch.settlement_id === 'finances:G-OPEN');
    expect(open).toMatchObject({ total: '14.5300', rows: 9 });
  });

  it("takes the estimates out when the group's settlement is imported, which still reconciles", async () => {
    finances.close('G-OPEN', '2024-03-15T00:00:00.000Z');
    await importSettlement(openGroupSettlement);
    expect(await totals()).toEqual({
      'fbaFulfilmentFees final': '-8.24',
      'fbaStorageFees final': '-12.50',
      'fullPriceFulfilledProductSales final': '166.49',
      'productReturns final': '-25.99',
      'sellingFees final': '-6.23',
    });
    // Canada's group is another settlement: its estimates stay.
    expect((await batches()).map((batch) => batch.settlement_id)).toEqual(['41001', '41002', 'finances:G-CAD']);
    const { rows } = await database.pool.query(
      `select reconciliation, total_amount::text, rows_total::text from settlements where seller_id = $1 and settlement_id = '41002'`,
      [sellerId],
    );
    expect(rows).toEqual([{ reconciliation: 'reconciled', total_amount: '14.5300', rows_total: '14.5300' }]);
    // A sync that read the group before the settlement came writes nothing: it looks again under the lock.
    const late = await replaceFinancesEstimates(database.db, {
      sellerId,
      groupId: 'G-OPEN',
      currency: 'USD',
      startDate: OPEN_START,
      endDate: '2024-03-15T00:00:00.000Z',
      rows: [
        {
          ...{ marketplaceId: null, sku: null, orderId: null, quantity: null, postedDate: null, postedAt: null },
          ...{ transactionType: 'Order', amountType: 'ItemPrice', amountDescription: 'Principal' },
          ...{ pnlLine: 'fullPriceFulfilledProductSales', amount: '1.0000', sourceLine: 1 },
        },
      ],
    });
    expect(late).toBe('settled');
    expect((await batches()).map((batch) => batch.settlement_id)).toEqual(['41001', '41002', 'finances:G-CAD']);
  });

  it('never reads a group whose settlement is stored, and takes out estimates a settlement left behind', async () => {
    finances.addGroup({
      id: 'G-LATE',
      status: 'Closed',
      start: '2024-03-15T00:00:00.000Z',
      end: '2024-03-29T00:00:00.000Z',
      currency: 'USD',
    });
    finances.addEvents('G-LATE', 'ShipmentEventList', order('111-5000004-0000001', '2024-03-20T10:00:00Z', 10, -1.5));
    // Canada's period closed too, its settlement not imported yet: still estimated, read again.
    finances.close('G-CAD', '2024-03-15T00:00:00.000Z');
    const reads = finances.eventReads.length;
    let outcome = await financesSyncStep.run(context('2024-03-30T12:00:00Z'));
    expect(finances.eventReads.slice(reads)).toEqual(['G-CAD', 'G-LATE']);
    // Closed groups only: the data runs to their last event.
    expect(outcome.dataThrough?.toISOString()).toBe('2024-03-20T10:00:00.000Z');
    expect((await batches()).map((batch) => batch.settlement_id)).toContain('finances:G-LATE');
    // Its settlement stored by something other than the importer (its start within the hour): the step cleans up.
    await database.pool.query(
      `insert into settlements (seller_id, settlement_id, start_date, end_date, total_amount, currency, format, row_count)
       values ($1, '41003', '2024-03-15T00:20:00Z', '2024-03-29T00:00:00Z', 0, 'USD', 'settlement_v2', 0)`,
      [sellerId],
    );
    const readsBefore = finances.eventReads.length;
    outcome = await financesSyncStep.run(context('2024-03-30T13:00:00Z'));
    expect(outcome.summary).toContain('settled (1 estimate batch(es) taken out)');
    expect(finances.eventReads.slice(readsBefore)).toEqual(['G-CAD']);
    expect((await batches()).map((batch) => batch.settlement_id)).toEqual([
      '41001',
      '41002',
      '41003',
      'finances:G-CAD',
    ]);
    expect(Object.keys(await totals()).every((key) => key.endsWith(' final'))).toBe(true);
  });
});
