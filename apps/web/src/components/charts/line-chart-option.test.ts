import { describe, expect, it } from 'vitest';
import { calendarLabel, dayLabel, monthLabel, toPlotValue, valueAxis } from './line-chart-option';

describe('the line charts’ shared pieces', () => {
  it('labels days and months from their text, and leaves anything else', () => {
    expect([dayLabel('2026-11-05'), dayLabel('2026-11')]).toEqual(['5 Nov 2026', '2026-11']);
    expect([monthLabel('2026-11'), monthLabel('2026-11-05')]).toEqual(['Nov 2026', '2026-11-05']);
    expect(['2026-11-05', '2026-11', '2026-13', 'week 3'].map(calendarLabel)).toEqual([
      '5 Nov 2026',
      'Nov 2026',
      '2026-13',
      'week 3',
    ]);
  });

  it('plots a decimal string as a number and anything else as a gap', () => {
    expect(['12.50', '-0.25', '', ' ', 'oops', null, undefined].map(toPlotValue)).toEqual([
      12.5,
      -0.25,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('draws grid lines for the first value axis only', () => {
    expect(valueAxis('USD').splitLine).toEqual({ lineStyle: { color: '#2e2e2e' } });
    expect(valueAxis('ACoS %', { isSecondary: true }).splitLine).toEqual({ show: false });
    expect(valueAxis('Units', { minInterval: 1 })).toMatchObject({ name: 'Units', minInterval: 1 });
  });
});
