import { COST_LINE_PREFIX } from '@brandlens/reporting-core';
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  compareMissingLast,
  sellerFiguresOf,
  sumMonthFigures,
  type MonthLineSum,
} from './portfolio-figures.ts';

const line = (group: string, name: string, minorUnits: bigint | null, extra: Partial<MonthLineSum> = {}) =>
  ({
    group,
    line: name,
    minorUnits,
    quantity: 0,
    isEstimated: false,
    firstMissingRate: null,
    ...extra,
  }) as MonthLineSum;
const MONTHS = { month: '2026-10', previousMonth: '2026-09' };

describe('a seller’s portfolio figures', () => {
  it('computes net sales, CM3 and units with the statement’s formulas and statuses', () => {
    const figures = sellerFiguresOf(
      [
        line('2026-10', 'fullPriceFulfilledProductSales', 3299n, { quantity: 2 }),
        line('2026-10', 'productDiscounts', -200n),
        line('2026-10', 'sellingFees', -390n),
        line('2026-10', 'salesTax', 208n),
        line('2026-10', `${COST_LINE_PREFIX}fullPriceFulfilledProductSales`, 400n, { isEstimated: true }),
      ],
      MONTHS,
      'USD',
    );
    expect(figures).toEqual({
      month: {
        netSales: { amount: '30.99', status: 'final' },
        // 30.99 - 4.00 landed cost - 3.90 selling fees; the sales tax is not part of it.
        contributionMargin3: { amount: '23.09', status: 'estimated' },
        unitsSold: { amount: '2', status: 'final' },
      },
      previousMonth: null,
      missingRate: null,
    });
  });

  it('has no figures for a month without ledger rows, nor for one whose rows lacked a rate', () => {
    const figures = sellerFiguresOf(
      [
        line('2026-09', 'fbaStorageFees', -123n),
        line('2026-10', 'fullPriceFulfilledProductSales', null, {
          firstMissingRate: { day: '2026-10-04', currency: 'JPY' },
        }),
        line('2026-10', 'sellingFees', null, { firstMissingRate: { day: '2026-10-02', currency: 'JPY' } }),
      ],
      MONTHS,
      'JPY',
    );
    expect(figures.month).toBeNull();
    expect(figures.previousMonth).toEqual({
      netSales: { amount: '0', status: 'final' },
      contributionMargin3: { amount: '-123', status: 'final' },
      unitsSold: { amount: '0', status: 'final' },
    });
    expect(figures.missingRate).toBe('No JPY rate on or before 2026-10-02');
  });

  it('adds figures exactly, estimated when any part is, and has nothing to add up without figures', () => {
    const a = {
      netSales: { amount: '0.10', status: 'final' as const },
      contributionMargin3: { amount: '-5.55', status: 'final' as const },
      unitsSold: { amount: '3', status: 'final' as const },
    };
    const b = { ...a, netSales: { amount: '0.20', status: 'estimated' as const } };
    expect(sumMonthFigures([a, null, b])).toEqual({
      netSales: { amount: '0.30', status: 'estimated' },
      contributionMargin3: { amount: '-11.10', status: 'final' },
      unitsSold: { amount: '6', status: 'final' },
    });
    expect(sumMonthFigures([null, null])).toBeNull();
  });

  it('sorts decimals exactly and missing values last in both directions', () => {
    expect(compareDecimals('0.30', '0.3')).toBe(0);
    expect(compareDecimals('-10.01', '-10.1')).toBe(1);
    expect(compareDecimals('9007199254740993.01', '9007199254740993.02')).toBe(-1);
    const values = ['2.00', null, '-1.00', '10.00'];
    const sorted = (direction: 'asc' | 'desc') =>
      [...values].sort((x, y) => compareMissingLast(x, y, compareDecimals, direction));
    expect(sorted('asc')).toEqual(['-1.00', '2.00', '10.00', null]);
    expect(sorted('desc')).toEqual(['10.00', '2.00', '-1.00', null]);
  });
});
