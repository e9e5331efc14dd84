// The P&L alerts (negative CM3, fee jump, return rate spike, TACoS) and the unreconciled settlement
// alert on settlements imported through the importer, with figures worked out by hand below.
// The clock is 2026-05-10: the last complete month is April 2026, the three before January to March;
// the return windows are 2026-04-11..2026-05-10 and 2026-01-11..2026-04-10.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, itemRow, PLAIN_V2, settlementLines, type GeneratedRow } from '../../../test/settlement-files.ts';
import { importFileFromCli, resolveCliSeller } from '../../ingestion/cli-import.service.ts';
import type { AlertEvaluationContext, AlertEvaluator } from '../alert-evaluator.ts';
import { NO_SETTLEMENTS_REASON } from './alert-availability.ts';
import { feeJumpEvaluator } from './fee-jump.evaluator.ts';
import { negativeCm3Evaluator } from './negative-cm3.evaluator.ts';
import { returnRateSpikeEvaluator } from './return-rate-spike.evaluator.ts';
import { settlementNotReconcilingEvaluator } from './settlement-not-reconciling.evaluator.ts';
import { NO_AD_EXPENSES_REASON, tacosOverTargetEvaluator } from './tacos-over-target.evaluator.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const US = 'ATVPDKIKX0DER';
let orderNumber = 0;

/** One order item: its principal (carrying the units), commission and FBA fee, in cents. */
function sale(sku: string, posted: [number, number, number], units: number, cents: [number, number, number]) {
  orderNumber += 1;
  const item = { sku, quantity: units, orderId: `111-0000000-${String(orderNumber).padStart(7, '0')}`, posted };
  return [
    itemRow('Order / ItemPrice / Principal', cents[0], item),
    itemRow('Order / ItemFees / Commission', cents[1], item),
    itemRow('Order / ItemFees / FBAPerUnitFulfillmentFee', cents[2], item),
  ];
}

const refund = (sku: string, posted: [number, number, number], units: number, cents: number) =>
  itemRow('Refund / ItemPrice / Principal', cents, { sku, quantity: units, orderId: '111-0000000-9999999', posted });

// LAMP-1: 20 units in February at 12.50 of fees each, 10 in April at 15.50 (+24.00 %); 1 returned in
// March, 2 in May: 5.00 % then 20.00 % (+15.00 points). April CM3: 500 − 10 × 30 − 155 = 45.00 (9.00 %).
// LAMP-2: 10 units each month at 8.00 of fees; April CM3: 200 − 10 × 20 − 80 = −80.00 (−40.00 %).
// LAMP-3: 3 units each month (too few for fees and returns), no landed cost: CM3 60 − 24 = 36.00, estimated.
// Advertising: 70.00 in April on net sales of 760.00: TACoS 9.21 %.
const ROWS: GeneratedRow[] = [
  ...sale('LAMP-1', [2026, 2, 15], 20, [100_000, -15_000, -10_000]),
  ...sale('LAMP-2', [2026, 2, 15], 10, [20_000, -3_000, -5_000]),
  ...sale('LAMP-3', [2026, 2, 15], 3, [6_000, -900, -1_500]),
  refund('LAMP-1', [2026, 3, 1], 1, -5_000),
  ...sale('LAMP-1', [2026, 4, 20], 10, [50_000, -7_500, -8_000]),
  ...sale('LAMP-2', [2026, 4, 20], 10, [20_000, -3_000, -5_000]),
  ...sale('LAMP-3', [2026, 4, 20], 3, [6_000, -900, -1_500]),
  {
    transactionType: 'ServiceFee',
    amountType: 'Cost of Advertising',
    amountDescription: 'Cost of Advertising',
    cents: -7_000,
    posted: [2026, 4, 25],
  },
  refund('LAMP-1', [2026, 5, 2], 2, -10_000),
];

describe(`the P&L and settlement alert evaluators on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let workDir: string;
  let seller: AlertEvaluationContext;
  let emptySeller: AlertEvaluationContext;

  /** Imports one settlement file; a total off by `offsetCents` makes it unreconciled. */
  const importSettlement = async (sellerId: string, settlementId: string, rows: GeneratedRow[], offsetCents = 0) => {
    const [summary = '', ...lines] = settlementLines({ settlementId, currency: 'USD', rows }, PLAIN_V2);
    const cells = summary.split('\t');
    const at = columnsOf('v2-24').indexOf('total-amount');
    cells[at] = (Number(cells[at]) + offsetCents / 100).toFixed(2);
    const path = join(workDir, `${settlementId}.txt`);
    await writeFile(path, `${[columnsOf('v2-24').join('\t'), cells.join('\t'), ...lines].join('\n')}\n`);
    expect(await importFileFromCli(database.db, sellerId, path, () => undefined)).toMatchObject({
      status: 'succeeded',
    });
  };
  const byKey = async (evaluator: AlertEvaluator, context = seller) =>
    new Map((await evaluator.evaluate(context)).map((candidate) => [candidate.subjectKey, candidate]));

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-alert-ledger-'));
    database = await createTestDatabase();
    const sellerId = await resolveCliSeller(database.db, 'lamp-alerts', true);
    seller = { db: database.db, sellerId, now: NOW };
    emptySeller = { db: database.db, sellerId: await resolveCliSeller(database.db, 'no-money', true), now: NOW };
    await database.pool.query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from)
       values ($1, 'LAMP-1', 30, 'USD', '2026-01-01'), ($1, 'LAMP-2', 20, 'USD', '2026-01-01')`,
      [sellerId],
    );
    await database.pool.query(
      `insert into products (seller_id, marketplace_id, sku, asin, parent_asin, brand, title)
       values ($1, $2, 'LAMP-1', 'B0LAMP1', 'B0LAMPS', 'Brightly', 'Lamp one')`,
      [sellerId, US],
    );
    await importSettlement(sellerId, '7001', ROWS);
    // A cut file: its one row (a subscription fee, outside every measured line) sums to 5.00 less than its total.
    const fee = { transactionType: 'other-transaction', amountType: 'other-transaction', cents: -3_999 };
    await importSettlement(
      sellerId,
      '7002',
      [{ ...fee, amountDescription: 'Subscription Fee', posted: [2026, 4, 2] }],
      500,
    );
  });
  afterAll(async () => {
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('measures each SKU’s CM3 margin of the last complete month from the per-product statement', async () => {
    const candidates = await byKey(negativeCm3Evaluator);
    expect([...candidates.keys()].sort()).toEqual([`${US}:LAMP-1`, `${US}:LAMP-2`, `${US}:LAMP-3`]);
    expect(candidates.get(`${US}:LAMP-2`)).toEqual({
      subjectKind: 'sku',
      subjectKey: `${US}:LAMP-2`,
      subject: 'LAMP-2 in Amazon.com',
      marketplaceId: US,
      sku: 'LAMP-2',
      asin: null,
      parentAsin: null,
      brand: null,
      value: -40,
      title: 'Low CM3 margin: LAMP-2 in Amazon.com',
      message:
        'CM3 of LAMP-2 in Amazon.com in 2026-04 was -80.00 USD on net sales of 200.00 USD: a margin of -40.00 %.',
      figures: {
        month: '2026-04',
        currency: 'USD',
        netSales: '200.00',
        unitsSold: 10,
        productCosts: '-200.00',
        totalMarketplaceFees: '-80.00',
        totalAdExpenses: '0.00',
        contributionMargin3: '-80.00',
        marginPercent: '-40.00',
        isEstimated: false,
        hasMissingCost: false,
      },
    });
    const lamp1 = candidates.get(`${US}:LAMP-1`);
    expect(lamp1).toMatchObject({ value: 9, asin: 'B0LAMP1', parentAsin: 'B0LAMPS', brand: 'Brightly' });
    expect(lamp1?.figures).toMatchObject({ contributionMargin3: '45.00', marginPercent: '9.00' });
    const lamp3 = candidates.get(`${US}:LAMP-3`);
    expect(lamp3).toMatchObject({ value: 60, figures: { isEstimated: true, hasMissingCost: true } });
    expect(lamp3?.message).toContain('count at 0, so the margin is overstated');
    // Below the default threshold 0 %: LAMP-2 only.
    expect(negativeCm3Evaluator.breaches(-40, 0)).toBe(true);
    expect(negativeCm3Evaluator.breaches(9, 0)).toBe(false);
  });

  it('compares the fees per unit of the last month with the three months before, for SKUs with enough units', async () => {
    const candidates = await byKey(feeJumpEvaluator);
    expect([...candidates.keys()].sort()).toEqual([`${US}:LAMP-1`, `${US}:LAMP-2`]);
    const lamp1 = candidates.get(`${US}:LAMP-1`);
    expect(lamp1?.value).toBe(24);
    expect(lamp1?.message).toBe(
      'Amazon fees per unit of LAMP-1 in Amazon.com were 15.50 USD in 2026-04 (10 units) against 12.50 USD ' +
        'on average in 2026-01 to 2026-03 (20 units): +24.00 %.',
    );
    expect(lamp1?.figures).toEqual({
      month: '2026-04',
      priorFrom: '2026-01',
      priorTo: '2026-03',
      currency: 'USD',
      fees: '155.00',
      unitsSold: 10,
      feesPerUnit: '15.50',
      priorFees: '250.00',
      priorUnitsSold: 20,
      priorFeesPerUnit: '12.50',
      risePercent: '24.00',
    });
    expect(candidates.get(`${US}:LAMP-2`)?.value).toBe(0);
    expect(feeJumpEvaluator.breaches(24, 15)).toBe(true);
    expect(feeJumpEvaluator.breaches(0, 15)).toBe(false);
  });

  it('measures the rise of the return rate over the last 30 days in percentage points', async () => {
    const candidates = await byKey(returnRateSpikeEvaluator);
    expect([...candidates.keys()].sort()).toEqual([`${US}:LAMP-1`, `${US}:LAMP-2`]);
    expect(candidates.get(`${US}:LAMP-1`)).toMatchObject({
      value: 15,
      message:
        'LAMP-1 in Amazon.com had 20.00 % of its units returned from 2026-04-11 to 2026-05-10 (2 of 10) ' +
        'against 5.00 % from 2026-01-11 to 2026-04-10 (1 of 20): +15.00 percentage points.',
      figures: {
        from: '2026-04-11',
        to: '2026-05-10',
        unitsSold: 10,
        unitsReturned: 2,
        returnRatePercent: '20.00',
        priorFrom: '2026-01-11',
        priorTo: '2026-04-10',
        priorUnitsSold: 20,
        priorUnitsReturned: 1,
        priorReturnRatePercent: '5.00',
        risePoints: '15.00',
      },
    });
    expect(candidates.get(`${US}:LAMP-2`)?.value).toBe(0);
    expect(returnRateSpikeEvaluator.breaches(0, 5)).toBe(false);
  });

  it('measures TACoS per settlement currency over the last complete month', async () => {
    expect(await tacosOverTargetEvaluator.availability(seller)).toEqual({ available: true });
    expect(await tacosOverTargetEvaluator.evaluate(seller)).toEqual([
      {
        subjectKind: 'seller',
        subjectKey: 'USD',
        subject: 'Sales in USD',
        value: 9.21,
        title: 'TACoS over target (USD)',
        message: 'Advertising cost 70.00 USD on net sales of 760.00 USD in 2026-04: a TACoS of 9.21 %.',
        figures: { month: '2026-04', currency: 'USD', adExpenses: '70.00', netSales: '760.00', tacosPercent: '9.21' },
      },
    ]);
    expect(tacosOverTargetEvaluator.breaches(9.21, 15)).toBe(false);
  });

  it('raises each settlement stored as unreconciled, with its figures', async () => {
    const candidates = await settlementNotReconcilingEvaluator.evaluate(seller);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      subjectKind: 'settlement',
      subjectKey: '7002',
      subject: 'Settlement 7002',
      value: null,
      figures: {
        settlementId: '7002',
        currency: 'USD',
        totalAmount: '-34.99',
        rowsTotal: '-39.99',
        difference: '5.00',
      },
    });
    expect(candidates[0]?.message).toContain('pays -34.99 USD but its 1 stored rows sum to -39.99 USD, 5.00 USD apart');
  });

  it('is unavailable without settlements, and TACoS without advertising in them', async () => {
    for (const evaluator of [
      negativeCm3Evaluator,
      feeJumpEvaluator,
      returnRateSpikeEvaluator,
      settlementNotReconcilingEvaluator,
    ]) {
      expect(await evaluator.availability(emptySeller)).toEqual({ available: false, reason: NO_SETTLEMENTS_REASON });
      expect(await evaluator.evaluate(emptySeller)).toEqual([]);
      expect(await evaluator.availability(seller)).toEqual({ available: true });
    }
    expect(await tacosOverTargetEvaluator.availability(emptySeller)).toEqual({
      available: false,
      reason: NO_AD_EXPENSES_REASON,
    });
  });
});
