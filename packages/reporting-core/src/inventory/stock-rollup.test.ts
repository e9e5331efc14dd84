import { describe, expect, it } from 'vitest';
import type { PlanningInputs, StockPosition } from './stock-cover.ts';
import { windowBefore, type StockDayRun } from './stock-days.fixture.ts';
import { computeStockRecommendation, type StockRecommendationFigures } from './stock-recommendations.ts';
import { rollUpStockRecommendations, type StockRollupChild } from './stock-rollup.ts';

const asOf = '2026-04-01'; // windows of 10 days: 2026-03-22 to 2026-03-31
const noStock: StockPosition = {
  fulfillable: 0,
  inboundWorking: 0,
  inboundShipped: 0,
  inboundReceiving: 0,
  reserved: 0,
  unsellable: 0,
  researching: 0,
  total: 0,
};

function child(
  runs: StockDayRun[],
  stock: Partial<StockPosition>,
  planning: PlanningInputs,
  cost: [amount: string, currency: string] | null,
): StockRollupChild {
  const window = windowBefore(asOf, runs);
  const position = { ...noStock, ...stock };
  const unitLandedCost = cost?.[0] ?? null;
  const figures = computeStockRecommendation({ asOf, window, stock: position, planning, unitLandedCost });
  return { window, stock: position, planning, figures, capitalCurrency: cost?.[1] ?? null };
}

// Amazon.de: 3 a day, 90 available = 30 days against lead time 35 + safety 7: reorder now.
const dePlanning = { productionDays: 20, transitDays: 10, checkInDays: 5, safetyStockDays: 7, orderCoverDays: 30 };
const de = (cost: [string, string] | null = ['5.50', 'EUR']) =>
  child([[10, 3, 60]], { fulfillable: 60, inboundShipped: 30, total: 90 }, dePlanning, cost);
// Amazon.co.uk: out of stock for 4 days, then 2 a day; 200 units = 100 days against 60 + 14.
const ukPlanning = { productionDays: 20, transitDays: 30, checkInDays: 10, safetyStockDays: 14, orderCoverDays: 60 };
const uk = (cost: [string, string] | null = ['4.20', 'GBP']) =>
  child(
    [
      [4, 0, 0],
      [6, 2, 40],
    ],
    { fulfillable: 200, total: 200 },
    ukPlanning,
    cost,
  );

describe('the children, computed on their own', () => {
  it('are what the roll-up is built from', () => {
    expect(de().figures).toMatchObject({
      unitsPerDay: '3.00',
      daysOfCover: 30,
      leadTimeDays: 35,
      reorderDate: asOf,
      reorderQuantity: 126, // 3 × 72 − 90
      reorderCapital: '693.00',
      status: 'reorder-now',
    });
    expect(uk().figures).toMatchObject({
      unitsPerDay: '2.00',
      inStockDays: 6,
      trend: 'unknown',
      daysOfCover: 100,
      leadTimeDays: 60,
      reorderDate: '2026-04-27', // in 100 − 74 = 26 days
      reorderQuantity: 120, // 2 × 134 − (200 − 52)
      reorderCapital: '504.00',
      status: 'ok',
    });
  });
});

describe('a SKU across two marketplaces with different lead times and currencies', () => {
  it('recomputes velocity and cover from the summed days and stock, and takes the plan from the children', () => {
    expect(rollUpStockRecommendations(asOf, [de(), uk()])).toEqual({
      stock: { ...noStock, fulfillable: 260, inboundShipped: 30, total: 290 },
      figures: {
        // Summed days: 4 × 3 units (the UK's stock-out days are in stock in Germany), then 6 × 5.
        unitsPerDay: '4.20', // 42 / 10, not 3 + 2
        windowDays: 10,
        inStockDays: 10,
        unitsSold: 42,
        trend: 'rising',
        trendPercent: '47.1', // 17 units in the first 5 days, 25 in the last 5
        daysOfCover: 69, // ⌊290 / 4.2⌋
        stockOutDate: '2026-06-09',
        leadTimeDays: 60, // the UK's, the longer
        safetyStockUnits: 59, // ⌈4.2 × 14⌉ with the UK's 14 safety days
        reorderPoint: 311, // ⌈4.2 × 74⌉
        reorderDate: asOf, // Germany's, the earlier
        reorderQuantity: 246, // 126 + 120
        reorderCapital: null, // EUR and GBP are not added up
        status: 'reorder-now', // Germany's, the more urgent
      },
      capitalCurrency: null,
    });
  });

  it('adds the capital up when the children share one currency, leaving out children without a cost', () => {
    const both = rollUpStockRecommendations(asOf, [de(), uk(['5.00', 'EUR'])]);
    expect(both).toMatchObject({ figures: { reorderCapital: '1293.00' }, capitalCurrency: 'EUR' }); // 693 + 600
    const one = rollUpStockRecommendations(asOf, [de(), uk(null)]);
    expect(one).toMatchObject({ figures: { reorderCapital: '693.00' }, capitalCurrency: 'EUR' });
    const none = rollUpStockRecommendations(asOf, [de(null), uk(null)]);
    expect(none).toMatchObject({ figures: { reorderCapital: null }, capitalCurrency: null });
  });
});

describe('summed days', () => {
  const day = (units: number, fulfillable: number | null): StockRollupChild =>
    child([[10, units, fulfillable]], { fulfillable: 10 }, dePlanning, null);

  it('sum the stock figure over the children that recorded one, null when none did', () => {
    // No figure beside 0 with no sale: the summed day has figure 0 and is out of stock.
    expect(rollUpStockRecommendations(asOf, [day(0, null), day(0, 0)]).figures.inStockDays).toBe(0);
    // No figure on either side: in stock, as each child is.
    expect(rollUpStockRecommendations(asOf, [day(1, null), day(0, null)]).figures).toMatchObject({
      inStockDays: 10,
      unitsSold: 10,
    });
    // One child out of stock, the other selling: the summed day is in stock.
    expect(rollUpStockRecommendations(asOf, [day(0, 0), day(2, 5)]).figures.inStockDays).toBe(10);
  });
});

describe('status of a roll-up', () => {
  const withStatus = (status: StockRecommendationFigures['status'], reorderDate: string | null = null) => {
    const base = de();
    return { ...base, figures: { ...base.figures, status, reorderDate } };
  };
  const statusOf = (...children: StockRollupChild[]) => rollUpStockRecommendations(asOf, children).figures.status;

  it("is the most urgent child's, and 'no-sales' only when every child has none", () => {
    expect(statusOf(withStatus('reorder-now'), withStatus('out-of-stock'))).toBe('out-of-stock');
    expect(statusOf(withStatus('ok'), withStatus('reorder-soon'))).toBe('reorder-soon');
    expect(statusOf(withStatus('overstock'), withStatus('ok'))).toBe('ok');
    expect(statusOf(withStatus('no-sales'), withStatus('overstock'))).toBe('overstock');
    expect(statusOf(withStatus('no-sales'), withStatus('no-sales'))).toBe('no-sales');
  });

  it('has no reorder date when no child has one, else the earliest', () => {
    const dates = (...days: (string | null)[]) =>
      rollUpStockRecommendations(
        asOf,
        days.map((reorderDate) => withStatus('ok', reorderDate)),
      ).figures.reorderDate;
    expect(dates(null, null)).toBeNull();
    expect(dates(null, '2026-05-02', '2026-04-20')).toBe('2026-04-20');
  });
});
