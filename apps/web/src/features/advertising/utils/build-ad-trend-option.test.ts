import type { TAdMetrics } from '@brandlens/contracts';
import { describe, expect, it } from 'vitest';
import { calendarLabel } from '../../../components/charts/line-chart-option';
import { buildAdTrendOption } from './build-ad-trend-option';

type TPeriod = TAdMetrics['periods'][number];

const period = (name: string, spend: string, sales: string, acos: string | null): TPeriod => ({
  period: name,
  spend,
  sales,
  acos,
  orders: 0,
  units: 0,
  impressions: 0,
  clicks: 0,
  roas: null,
  cpc: null,
  ctr: null,
  cvr: null,
  totalSales: null,
  tacos: null,
  estimated: false,
});

const seriesOf = (option: ReturnType<typeof buildAdTrendOption>) =>
  (option.series as { name: string; data: (number | null)[] }[]).map((series) => [series.name, series.data]);

describe('the advertising trend', () => {
  it('labels days and months from their text', () => {
    expect(calendarLabel('2026-11-05')).toBe('5 Nov 2026');
    expect(calendarLabel('2026-09')).toBe('Sep 2026');
    expect(calendarLabel('week 3')).toBe('week 3');
  });

  it('leaves the days after the last day of ads data as gaps, not zeros', () => {
    const option = buildAdTrendOption({
      currency: 'USD',
      dataThrough: '2026-10-31',
      periods: [period('2026-10-30', '12.50', '50.00', '25'), period('2026-10-31', '10.00', '0.00', null)].concat(
        period('2026-11-01', '0.00', '0.00', null),
      ),
    });
    expect(seriesOf(option)).toEqual([
      ['Spend', [12.5, 10, null]],
      ['Ad sales', [50, 0, null]],
      ['ACoS', [25, null, null]],
    ]);
    expect((option.yAxis as { name: string }[]).map((axis) => axis.name)).toEqual(['USD', 'ACoS %']);
  });

  it('counts a month that starts before the last day of data, and not the months after', () => {
    const option = buildAdTrendOption({
      currency: 'EUR',
      dataThrough: '2026-10-31',
      periods: [period('2026-10', '300.00', '900.00', '33.33'), period('2026-11', '0.00', '0.00', null)],
    });
    expect(seriesOf(option)[0]).toEqual(['Spend', [300, null]]);
  });
});
