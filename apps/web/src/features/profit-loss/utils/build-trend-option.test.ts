import type { TProfitLoss } from '@brandlens/contracts';
import { describe, expect, it } from 'vitest';
import { monthLabel } from '../../../components/charts/line-chart-option';
import { buildTrendOption } from './build-trend-option';

const line = (key: string, amounts: string[]): TProfitLoss['lines'][number] => ({
  key,
  kind: 'derived',
  isHighlighted: true,
  figures: amounts.map((amount) => ({ amount, status: 'final' as const })),
  total: { amount: '0', status: 'final' },
});

const statement = {
  currency: 'EUR',
  periods: ['2024-01', '2024-02', '2024-12'],
  lines: [
    line('unitsSold', ['3', '4', '5']),
    line('totalEbitda', ['-12.50', '0.00', '7.25']),
    line('netSales', ['1234.56', '1000.10', '99.99']),
    line('contributionMargin3', ['80.00', '-1.25', '0']),
  ],
};

describe('buildTrendOption', () => {
  it('plots net sales, CM3 and EBITDA in that order as numbers from the decimal strings', () => {
    const option = buildTrendOption(statement);
    expect(option.series).toEqual([
      { type: 'line', name: 'Net sales', data: [1234.56, 1000.1, 99.99], showSymbol: true, connectNulls: false },
      { type: 'line', name: 'CM3', data: [80, -1.25, 0], showSymbol: true, connectNulls: false },
      { type: 'line', name: 'Total EBITDA', data: [-12.5, 0, 7.25], showSymbol: true, connectNulls: false },
    ]);
    expect(option.legend).toMatchObject({ data: ['Net sales', 'CM3', 'Total EBITDA'] });
  });

  it('labels the x axis with the months and the y axis with the currency', () => {
    const option = buildTrendOption(statement);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['Jan 2024', 'Feb 2024', 'Dec 2024'] });
    expect(option.yAxis).toMatchObject({ type: 'value', name: 'EUR' });
  });

  it('leaves out a line the statement lacks and leaves a gap for a figure that is missing or not a number', () => {
    const option = buildTrendOption({
      currency: 'USD',
      periods: ['2024-01', '2024-02'],
      lines: [line('netSales', ['10.00']), line('totalEbitda', ['oops', '2.50'])],
    });
    expect(option.series).toEqual([
      { type: 'line', name: 'Net sales', data: [10, null], showSymbol: true, connectNulls: false },
      { type: 'line', name: 'Total EBITDA', data: [null, 2.5], showSymbol: true, connectNulls: false },
    ]);
    expect(option.yAxis).toMatchObject({ name: 'USD' });
  });

  it('has no points and no months when there are no periods', () => {
    const option = buildTrendOption({ currency: 'EUR', periods: [], lines: [line('netSales', [])] });
    expect(option.xAxis).toMatchObject({ data: [] });
    expect(option.series).toEqual([
      { type: 'line', name: 'Net sales', data: [], showSymbol: true, connectNulls: false },
    ]);
  });
});

describe('monthLabel', () => {
  it('writes a month as its short name and year and keeps anything else', () => {
    expect(monthLabel('2025-03')).toBe('Mar 2025');
    expect(monthLabel('2025-03-14')).toBe('2025-03-14');
    expect(monthLabel('2025-13')).toBe('2025-13');
  });
});
