import { describe, expect, it } from 'vitest';
import { productEvents, stockOutEvents, weekOf } from './product-events.ts';
import { benchmarkPosition, percentOf, perUnit, quartilesOf, returnRateOf } from './product-figures.ts';

describe('product figures', () => {
  it('rounds ratios half away from zero and answers null for a zero denominator', () => {
    expect(percentOf('12.34', '100.00')).toBe('12.34');
    expect(percentOf('-1', '3')).toBe('-33.33');
    expect(percentOf(7, 80)).toBe('8.75');
    expect(percentOf('5', '0')).toBeNull();
    expect(perUnit('100.00', 3)).toBe('33.33');
    expect(returnRateOf('-4.50', '90.00')).toBe('5.00');
  });

  it('interpolates quartiles between sorted values', () => {
    expect(quartilesOf(['1', '2', '3', '4'])).toEqual({ lowerQuartile: '1.75', median: '2.50', upperQuartile: '3.25' });
    expect(quartilesOf(['10.00'])).toEqual({ lowerQuartile: '10.00', median: '10.00', upperQuartile: '10.00' });
    expect(quartilesOf([])).toBeNull();
  });

  it('places a value among its peers, lower better when asked', () => {
    const quartiles = { lowerQuartile: '2.00', median: '5.00', upperQuartile: '8.00' };
    expect(benchmarkPosition('9', quartiles)).toBe('top-quartile');
    expect(benchmarkPosition('5', quartiles)).toBe('above-median');
    expect(benchmarkPosition('3', quartiles)).toBe('below-median');
    expect(benchmarkPosition('2', quartiles)).toBe('bottom-quartile');
    expect(benchmarkPosition('2', quartiles, true)).toBe('top-quartile');
    expect(benchmarkPosition(null, quartiles)).toBeNull();
  });
});

describe('product events', () => {
  it('finds price and fee changes of at least 5 % between weeks that sold', () => {
    const weeks = [
      { week: '2026-01-05', unitsSold: 10, productSales: '200.00', marketplaceFees: '-50.00' },
      { week: '2026-01-12', unitsSold: 0, productSales: '0', marketplaceFees: '0' },
      { week: '2026-01-19', unitsSold: 10, productSales: '209.00', marketplaceFees: '-53.00' },
      { week: '2026-01-26', unitsSold: 5, productSales: '95.00', marketplaceFees: '-26.50' },
    ];
    expect(productEvents(weeks, [], [])).toEqual([
      {
        kind: 'price-change',
        day: '2026-01-26',
        endDay: null,
        before: '20.90',
        after: '19.00',
        changePercent: '-9.09',
      },
      { kind: 'fee-change', day: '2026-01-19', endDay: null, before: '5.00', after: '5.30', changePercent: '6.00' },
    ]);
  });

  it('finds stock-outs after a day with stock, open while still out', () => {
    const days = [0, 3, 0, 0, 2, 0].map((fulfillable, index) => ({ day: `2026-02-0${index + 1}`, fulfillable }));
    expect(stockOutEvents(days).map(({ day, endDay }) => [day, endDay])).toEqual([
      ['2026-02-03', '2026-02-04'],
      ['2026-02-06', null],
    ]);
  });

  it('dates a week by its Monday', () => {
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
  });
});
