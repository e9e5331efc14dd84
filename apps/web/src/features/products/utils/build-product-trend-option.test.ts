import { describe, expect, it } from 'vitest';
import { buildProductMetricOption, buildProductTrendOption } from './build-product-trend-option';

const pnl = {
  unitsSold: 1,
  netSales: '10.00',
  contributionMargin1: '8.00',
  contributionMargin2: '6.00',
  contributionMargin3: '5.00',
  margin: '50.00',
  price: '10.00',
  estimated: false,
};

describe('product charts', () => {
  it('plots the monthly P&L with margin on its own axis, a month without sales as a gap in margin', () => {
    const option = buildProductTrendOption({
      currency: 'USD',
      trend: [
        { month: '2024-03', ...pnl },
        { month: '2024-04', ...pnl, netSales: '0.00', margin: null },
      ],
    });
    const series = option.series as { name: string; data: (number | null)[] }[];
    expect(series.map((entry) => [entry.name, entry.data])).toEqual([
      ['Net sales', [10, 0]],
      ['CM1', [8, 8]],
      ['CM3', [5, 5]],
      ['Margin', [50, null]],
    ]);
    expect((option.xAxis as { data: string[] }).data).toEqual(['Mar 2024', 'Apr 2024']);
  });

  it('plots one metric with a gap where nothing was reported', () => {
    const option = buildProductMetricOption({
      ...{ sellerId: 's', productId: 'p', metric: 'stock', aggregationView: 'DAILY', currency: 'USD' },
      ...{ from: '2024-03-30', to: '2024-03-31' },
      points: [
        { period: '2024-03-30', value: '8' },
        { period: '2024-03-31', value: null },
      ],
    });
    expect((option.series as { data: (number | null)[] }[])[0]?.data).toEqual([8, null]);
  });
});
