import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateOfDayNumber } from '../iso-date.ts';
import { inStockDays, stockDays } from './stock-days.fixture.ts';
import { isInStockDay, measureTrend, velocityFigures, type StockDay } from './stock-velocity.ts';

const repeat = (count: number, units: number) => Array.from({ length: count }, () => units);

describe('in-stock days', () => {
  it('counts a day with stock, a day with a sale, and a day without a figure', () => {
    expect(isInStockDay({ day: '2026-03-01', units: 0, fulfillable: 5 })).toBe(true);
    // Sold out during the day: the morning's stock sold, the evening's figure is 0.
    expect(isInStockDay({ day: '2026-03-01', units: 2, fulfillable: 0 })).toBe(true);
    expect(isInStockDay({ day: '2026-03-01', units: 0, fulfillable: null })).toBe(true);
    expect(isInStockDay({ day: '2026-03-01', units: 0, fulfillable: 0 })).toBe(false);
  });
});

describe('velocity', () => {
  it('is the units of in-stock days over those days: stock-out days are left out', () => {
    // 10 days at 6, 5 days out of stock, 15 days at 6: 150 units over 25 days, not 150 / 30.
    const window = stockDays('2026-03-02', [
      [10, 6, 50],
      [5, 0, 0],
      [15, 6, 40],
    ]);
    expect(velocityFigures(window).figures).toEqual({
      unitsPerDay: '6.00',
      windowDays: 30,
      inStockDays: 25,
      unitsSold: 150,
      trend: 'flat',
      trendPercent: '0.0',
    });
  });

  it('rounds units per day half away from zero to two places', () => {
    expect(velocityFigures(inStockDays('2026-03-01', [3, 3, 4])).figures.unitsPerDay).toBe('3.33');
    expect(velocityFigures(inStockDays('2026-03-01', [6, 7, 7])).figures.unitsPerDay).toBe('6.67');
    // 1 unit over 8 days is 0.125 exactly: it rounds up to 0.13.
    expect(velocityFigures(inStockDays('2026-03-01', [1, ...repeat(7, 0)])).figures.unitsPerDay).toBe('0.13');
  });

  it('is 0.00 with no in-stock day and with no sale', () => {
    expect(velocityFigures(stockDays('2026-03-01', [[10, 0, 0]])).figures).toMatchObject({
      unitsPerDay: '0.00',
      inStockDays: 0,
      unitsSold: 0,
    });
    expect(velocityFigures([]).figures).toMatchObject({ unitsPerDay: '0.00', windowDays: 0, trend: 'unknown' });
  });
});

describe('trend', () => {
  it('is rising when the second half sells more than 10 % faster per in-stock day', () => {
    expect(measureTrend(inStockDays('2026-03-01', [...repeat(10, 2), ...repeat(10, 3)]))).toEqual({
      trend: 'rising',
      trendPercent: '50.0',
    });
  });

  it('is falling when it sells more than 10 % slower', () => {
    expect(measureTrend(inStockDays('2026-03-01', [...repeat(10, 4), ...repeat(10, 3)]))).toEqual({
      trend: 'falling',
      trendPercent: '-25.0',
    });
  });

  it('compares rates per in-stock day, so a stock-out in one half does not make a trend', () => {
    // First half: 3 in-stock days at 4 then 7 days out; second half: 10 days at 4.
    const window = stockDays('2026-03-01', [
      [3, 4, 20],
      [7, 0, 0],
      [10, 4, 20],
    ]);
    expect(measureTrend(window)).toEqual({ trend: 'flat', trendPercent: '0.0' });
  });

  it('judges rising and falling on the percent rounded to one place', () => {
    // 2500 units then 2751 over 10 days each: +10.04 % shows as 10.0, which is flat.
    const justFlat = inStockDays('2026-03-01', [...repeat(10, 250), ...repeat(9, 275), 276]);
    expect(measureTrend(justFlat)).toEqual({ trend: 'flat', trendPercent: '10.0' });
    // 2000 then 2201: +10.05 % rounds half away from zero to 10.1, which is rising.
    const justRising = inStockDays('2026-03-01', [...repeat(10, 200), ...repeat(9, 220), 221]);
    expect(measureTrend(justRising)).toEqual({ trend: 'rising', trendPercent: '10.1' });
    // 1000 then 899: −10.1 % is falling; 1000 then 900: −10.0 % is flat.
    const falling = inStockDays('2026-03-01', [...repeat(10, 100), ...repeat(9, 90), 89]);
    expect(measureTrend(falling)).toEqual({ trend: 'falling', trendPercent: '-10.1' });
    const flat = inStockDays('2026-03-01', [...repeat(10, 100), ...repeat(10, 90)]);
    expect(measureTrend(flat)).toEqual({ trend: 'flat', trendPercent: '-10.0' });
  });

  it("leaves an odd window's middle day out of both halves", () => {
    // Halves of 3 days: 1 a day, then 2 a day; the 50 in the middle counts for velocity only (59 / 7).
    const window = inStockDays('2026-03-01', [1, 1, 1, 50, 2, 2, 2]);
    expect(measureTrend(window)).toEqual({ trend: 'rising', trendPercent: '100.0' });
    expect(velocityFigures(window).figures.unitsPerDay).toBe('8.43');
  });

  it('splits the halves by date, whatever order the days come in', () => {
    const window = inStockDays('2026-03-01', [...repeat(5, 2), ...repeat(5, 3)]);
    expect(measureTrend([...window].reverse())).toEqual({ trend: 'rising', trendPercent: '50.0' });
  });

  it('is unknown when a half has fewer than 3 in-stock days or the first half sold nothing', () => {
    const twoInFirstHalf = stockDays('2026-03-01', [
      [2, 5, 10],
      [3, 0, 0],
      [5, 5, 10],
    ]);
    expect(measureTrend(twoInFirstHalf)).toEqual({ trend: 'unknown', trendPercent: null });
    const threeInFirstHalf = stockDays('2026-03-01', [
      [3, 5, 10],
      [2, 0, 0],
      [5, 5, 10],
    ]);
    expect(measureTrend(threeInFirstHalf)).toEqual({ trend: 'flat', trendPercent: '0.0' });
    expect(measureTrend(inStockDays('2026-03-01', [...repeat(5, 0), ...repeat(5, 4)]))).toEqual({
      trend: 'unknown',
      trendPercent: null,
    });
    expect(measureTrend(inStockDays('2026-03-01', [1, 1, 1, 1, 1]))).toEqual({ trend: 'unknown', trendPercent: null });
  });
});

const stockOutDay: StockDay = { day: '', units: 0, fulfillable: 0 };
const arbitraryDay = fc.record({
  units: fc.integer({ min: 0, max: 500 }),
  fulfillable: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
});

describe('velocity properties', () => {
  it('never counts a stock-out day, wherever stock-out days are added', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryDay, { maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (days, insertAt) => {
          const withOuts = [...days];
          for (const at of insertAt) withOuts.splice(at % (withOuts.length + 1), 0, stockOutDay);
          const dated = (list: typeof days) => list.map((day, index) => ({ ...day, day: isoDateOfDayNumber(index) }));
          const before = velocityFigures(dated(days)).figures;
          const after = velocityFigures(dated(withOuts)).figures;
          expect(after.unitsPerDay).toBe(before.unitsPerDay);
          expect(after.inStockDays).toBe(before.inStockDays);
          expect(after.unitsSold).toBe(before.unitsSold);
          expect(after.windowDays).toBe(before.windowDays + insertAt.length);
        },
      ),
    );
  });
});
