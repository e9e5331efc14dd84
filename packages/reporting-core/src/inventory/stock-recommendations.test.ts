import { describe, expect, it } from 'vitest';
import { capitalFor, type PlanningInputs, type StockPosition } from './stock-cover.ts';
import { windowBefore, type StockDayRun } from './stock-days.fixture.ts';
import { computeStockRecommendation, type StockRecommendationInput } from './stock-recommendations.ts';

// Figures worked out by hand from the formulas of docs/inventory.md; the comments show the working.
const asOf = '2026-04-01';
const defaults: PlanningInputs = {
  productionDays: 30,
  transitDays: 21,
  checkInDays: 7,
  safetyStockDays: 14,
  orderCoverDays: 60,
}; // lead time 58, reorder at 72 days of cover, order up to 132
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

function recommend(runs: StockDayRun[], stock: Partial<StockPosition>, more: Partial<StockRecommendationInput> = {}) {
  return computeStockRecommendation({
    asOf,
    window: windowBefore(asOf, runs),
    stock: { ...noStock, ...stock },
    planning: defaults,
    unitLandedCost: '2.00',
    ...more,
  });
}

describe('a steady series', () => {
  // 5 a day for 28 days; 300 + 20 reserved + 100 shipped = 420 available (unsellable and researching left out).
  const stock = { fulfillable: 300, reserved: 20, inboundShipped: 100, unsellable: 7, researching: 2, total: 429 };

  it('gives every figure', () => {
    expect(recommend([[28, 5, 100]], stock, { unitLandedCost: '12.40' })).toEqual({
      unitsPerDay: '5.00',
      windowDays: 28,
      inStockDays: 28,
      unitsSold: 140,
      trend: 'flat',
      trendPercent: '0.0',
      daysOfCover: 84, // 420 / 5
      stockOutDate: '2026-06-24', // asOf + 84
      leadTimeDays: 58,
      safetyStockUnits: 70, // 5 × 14
      reorderPoint: 360, // 5 × 72
      reorderDate: '2026-04-13', // asOf + (84 − 72)
      reorderQuantity: 300, // 5 × 132 − (420 − 5 × 12)
      reorderCapital: '3720.00', // 300 × 12.40
      status: 'reorder-soon',
    });
  });

  it('counts every inbound stage and reserved stock as available', () => {
    const moved = { ...stock, inboundShipped: 0, inboundWorking: 40, inboundReceiving: 60 };
    expect(recommend([[28, 5, 100]], moved).daysOfCover).toBe(84);
    expect(recommend([[28, 5, 100]], { ...stock, unsellable: 5000, researching: 900 }).daysOfCover).toBe(84);
  });

  it('leaves the capital out, and nothing else, without a landed cost', () => {
    const withCost = recommend([[28, 5, 100]], stock, { unitLandedCost: '12.40' });
    expect(recommend([[28, 5, 100]], stock, { unitLandedCost: null })).toEqual({ ...withCost, reorderCapital: null });
  });
});

describe('stock-out days', () => {
  it('are ignored: velocity is the in-stock rate, not the average over the window', () => {
    // 150 units over 25 in-stock days = 6 a day (over 30 days it would read 5).
    const figures = recommend(
      [
        [10, 6, 50],
        [5, 0, 0],
        [15, 6, 40],
      ],
      { fulfillable: 240 },
    );
    expect(figures).toMatchObject({
      unitsPerDay: '6.00',
      windowDays: 30,
      inStockDays: 25,
      unitsSold: 150,
      daysOfCover: 40, // 240 / 6, where 5 a day would give 48
      stockOutDate: '2026-05-11',
      safetyStockUnits: 84,
      reorderPoint: 432,
      reorderDate: asOf,
      reorderQuantity: 552, // 6 × 132 − 240
      status: 'reorder-now',
    });
  });
});

describe('zero sales', () => {
  it('has no cover, no reorder date and nothing to order', () => {
    expect(recommend([[30, 0, 80]], { fulfillable: 80 }, { unitLandedCost: '3.00' })).toEqual({
      unitsPerDay: '0.00',
      windowDays: 30,
      inStockDays: 30,
      unitsSold: 0,
      trend: 'unknown',
      trendPercent: null,
      daysOfCover: null,
      stockOutDate: null,
      leadTimeDays: 58,
      safetyStockUnits: 0,
      reorderPoint: 0,
      reorderDate: null,
      reorderQuantity: 0,
      reorderCapital: '0.00',
      status: 'no-sales',
    });
  });

  it("is 'no-sales' before 'out-of-stock' when nothing sold and nothing is left", () => {
    expect(recommend([[30, 0, 0]], noStock)).toMatchObject({ inStockDays: 0, status: 'no-sales' });
  });
});

describe('stock below the reorder point', () => {
  // 4 a day: reorder point 4 × 72 = 288, order up to 4 × 132 = 528.
  it('reorders today, the quantity that lifts cover to the plan', () => {
    expect(recommend([[10, 4, 100]], { fulfillable: 100 })).toMatchObject({
      daysOfCover: 25,
      stockOutDate: '2026-04-26',
      safetyStockUnits: 56,
      reorderPoint: 288,
      reorderDate: asOf,
      reorderQuantity: 428, // 528 − 100
      reorderCapital: '856.00',
      status: 'reorder-now',
    });
  });

  it("is 'out-of-stock' when nothing is fulfillable, counting inbound stock for cover and quantity", () => {
    expect(recommend([[10, 4, 100]], { fulfillable: 0, inboundShipped: 200 })).toMatchObject({
      daysOfCover: 50,
      reorderDate: asOf,
      reorderQuantity: 328, // 528 − 200
      status: 'out-of-stock',
    });
  });
});

describe('a far reorder date', () => {
  it('sells down the stock until the reorder date before ordering', () => {
    // 2 a day, 1000 units: 500 days; reorder in 500 − 72 = 428 days with 1000 − 856 = 144 left.
    expect(recommend([[30, 2, 100]], { fulfillable: 1000 })).toMatchObject({
      daysOfCover: 500,
      stockOutDate: '2027-08-14',
      reorderDate: '2027-06-03',
      reorderQuantity: 120, // 264 − 144
      status: 'overstock',
    });
  });

  it.each([
    [172, 86, '2026-04-15', 'reorder-soon'], // reorder in 14 days
    [174, 87, '2026-04-16', 'ok'], // in 15 days
    [444, 222, '2026-08-29', 'ok'], // cover 132 + 90 days
    [446, 223, '2026-08-30', 'overstock'],
  ] as const)('%s units at 2 a day: %s days of cover, reorder %s, %s', (fulfillable, cover, reorderDate, status) => {
    expect(recommend([[30, 2, 100]], { fulfillable })).toMatchObject({ daysOfCover: cover, reorderDate, status });
  });

  it('writes a stock-out date beyond year 9999 as 9999-12-31', () => {
    // 1 unit in 30 days, 200 000 units: 6 000 000 days of cover.
    const figures = recommend(
      [
        [1, 1, 10],
        [29, 0, 10],
      ],
      { fulfillable: 200_000 },
    );
    expect(figures).toMatchObject({ daysOfCover: 6_000_000, stockOutDate: '9999-12-31', reorderDate: '9999-12-31' });
    expect(figures.status).toBe('overstock');
  });
});

describe('rounding', () => {
  // 10 units over 3 in-stock days: 3.333… a day, never rounded before the last step.
  const thirds: StockDayRun[] = [
    [2, 3, 9],
    [1, 4, 9],
  ];
  const short: PlanningInputs = {
    productionDays: 1,
    transitDays: 1,
    checkInDays: 1,
    safetyStockDays: 3,
    orderCoverDays: 4,
  };

  it('floors cover and rounds safety stock, reorder point and target up, from the exact rate', () => {
    expect(recommend(thirds, { fulfillable: 11 }, { planning: short, unitLandedCost: '0.125' })).toMatchObject({
      unitsPerDay: '3.33',
      daysOfCover: 3, // 11 × 3 / 10 = 3.3
      safetyStockUnits: 10, // 10/3 × 3 = 10 exactly, not 11
      reorderPoint: 20, // 10/3 × 6 = 20
      reorderQuantity: 23, // ⌈10/3 × 10⌉ = 34, less 11
      reorderCapital: '2.88', // 23 × 0.125 = 2.875, half away from zero
    });
    expect(recommend(thirds, { fulfillable: 10 }, { planning: short }).daysOfCover).toBe(3);
    const safety4 = recommend(thirds, { fulfillable: 11 }, { planning: { ...short, safetyStockDays: 4 } });
    expect(safety4).toMatchObject({ safetyStockUnits: 14, reorderPoint: 24 }); // ⌈13.33⌉, ⌈23.33⌉
  });

  it('counts the units sold until the reorder date rounded down', () => {
    // Lead time 1, no safety, cover 1: 20 units last 6 days; reorder in 5 days, selling ⌊16.67⌋ = 16.
    const planning = { productionDays: 1, transitDays: 0, checkInDays: 0, safetyStockDays: 0, orderCoverDays: 1 };
    expect(recommend(thirds, { fulfillable: 20 }, { planning })).toMatchObject({
      daysOfCover: 6,
      reorderDate: '2026-04-06',
      reorderQuantity: 3, // ⌈10/3 × 2⌉ = 7, less 20 − 16 = 4
      status: 'reorder-soon',
    });
  });

  it('multiplies quantity by landed cost exactly and rounds once to 2 places', () => {
    expect(capitalFor(3, '0.1')).toBe('0.30');
    expect(capitalFor(123_457, '19.99')).toBe('2467905.43');
    expect(capitalFor(2, '0.0025')).toBe('0.01');
    expect(capitalFor(7, '1.0049')).toBe('7.03');
    expect(capitalFor(0, '5')).toBe('0.00');
    expect(capitalFor(4, null)).toBeNull();
    expect(() => capitalFor(1, '1,50')).toThrow('"1,50" is not a decimal number');
  });
});
