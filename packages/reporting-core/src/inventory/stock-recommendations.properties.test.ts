import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateOfDayNumber, isoDayNumber } from '../iso-date.ts';
import { computeStockRecommendation, type StockRecommendationInput } from './stock-recommendations.ts';

const asOf = '2026-04-01';

/** Dates the days so the window ends the day before asOf, as the API passes it. */
function dated(days: ReadonlyArray<{ units: number; fulfillable: number | null }>) {
  const first = isoDayNumber(asOf) - days.length;
  return days.map((day, index) => ({ ...day, day: isoDateOfDayNumber(first + index) }));
}

const arbitraryDays = fc.array(
  fc.record({
    units: fc.integer({ min: 0, max: 400 }),
    fulfillable: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
  }),
  { maxLength: 90 },
);
const count = fc.integer({ min: 0, max: 20_000 });
const legDays = fc.integer({ min: 0, max: 365 });
const arbitraryInput = fc.record({
  days: arbitraryDays,
  stock: fc.record({
    fulfillable: count,
    inboundWorking: count,
    inboundShipped: count,
    inboundReceiving: count,
    reserved: count,
    unsellable: count,
    researching: count,
    total: count,
  }),
  planning: fc.record({
    productionDays: legDays,
    transitDays: legDays,
    checkInDays: legDays,
    safetyStockDays: legDays,
    orderCoverDays: fc.integer({ min: 1, max: 730 }),
  }),
  unitLandedCost: fc.option(
    fc.tuple(fc.nat(999), fc.nat(9999)).map(([whole, fraction]) => `${whole}.${fraction}`),
    { nil: null },
  ),
});

type ArbitraryInput = typeof arbitraryInput extends fc.Arbitrary<infer T> ? T : never;

function recommend({ days, ...rest }: ArbitraryInput) {
  const input: StockRecommendationInput = { asOf, window: dated(days), ...rest };
  return computeStockRecommendation(input);
}

describe('stock recommendation properties', () => {
  it('orders a quantity of at least 0, with dates in order and a status that fits', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const figures = recommend(input);
        expect(figures.reorderQuantity).toBeGreaterThanOrEqual(0);
        expect(figures.safetyStockUnits).toBeLessThanOrEqual(figures.reorderPoint);
        expect(figures.status === 'no-sales').toBe(figures.unitsSold === 0);
        if (figures.status === 'no-sales') return;
        const { reorderDate, stockOutDate } = figures;
        expect(reorderDate !== null && stockOutDate !== null).toBe(true);
        expect(reorderDate! >= asOf && reorderDate! <= stockOutDate!).toBe(true);
        expect(figures.status === 'out-of-stock').toBe(input.stock.fulfillable === 0);
        if (figures.status === 'reorder-now') expect(reorderDate).toBe(asOf);
      }),
    );
  });

  it('gives the same velocity, cover and reorder whatever stock-out days are added to the window', () => {
    const stockOut = { units: 0, fulfillable: 0 };
    fc.assert(
      fc.property(arbitraryInput, fc.array(fc.nat(), { maxLength: 30 }), (input, insertAt) => {
        const days = [...input.days];
        for (const at of insertAt) days.splice(at % (days.length + 1), 0, stockOut);
        const { trend: _t, trendPercent: _p, windowDays, ...before } = recommend(input);
        const { trend: _t2, trendPercent: _p2, windowDays: longer, ...after } = recommend({ ...input, days });
        expect(after).toEqual(before);
        expect(longer).toBe(windowDays + insertAt.length);
      }),
    );
  });
});
