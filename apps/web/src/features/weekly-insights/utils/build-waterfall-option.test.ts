import { describe, expect, it } from 'vitest';
import { buildWaterfallOption, waterfallSteps } from './build-waterfall-option';

const changes = {
  previousWeek: { week: '2024-W10', start: '2024-03-04', end: '2024-03-10' },
  week: { week: '2024-W11', start: '2024-03-11', end: '2024-03-17' },
  previous: { cm3: '31.75', netSales: '75.00', units: 4 },
  current: { cm3: '28.50', netSales: '85.00', units: 5 },
  split: { price: '5.00', volume: '8.25', fees: '-1.50', advertising: '1.00', refunds: '-20.00', costOfGoods: '4.00' },
};

describe('the CM3 waterfall', () => {
  it('floats each effect from where the one before ended, from the previous CM3 to the current', () => {
    const steps = waterfallSteps(changes);
    expect(steps.map((step) => [step.label, step.amount, step.kind, step.from, step.to])).toEqual([
      ['CM3 2024-W10', '31.75', 'total', 0, 31.75],
      ['Price', '5.00', 'rise', 31.75, 36.75],
      ['Volume', '8.25', 'rise', 36.75, 45],
      ['Fees', '-1.50', 'fall', 45, 43.5],
      ['Advertising', '1.00', 'rise', 43.5, 44.5],
      ['Refunds', '-20.00', 'fall', 44.5, 24.5],
      ['Cost of goods', '4.00', 'rise', 24.5, 28.5],
      ['CM3 2024-W11', '28.50', 'total', 0, 28.5],
    ]);
    const option = buildWaterfallOption(steps, 'USD');
    const [base, size] = option.series as Array<{ data: unknown[] }>;
    expect(base?.data).toEqual([0, 31.75, 36.75, 43.5, 43.5, 24.5, 24.5, 0]);
    expect((size?.data as Array<{ value: number }>).map((bar) => bar.value)).toEqual([
      31.75, 5, 8.25, 1.5, 1, 20, 4, 28.5,
    ]);
  });
});
