import type { TAdMetrics } from '@brandlens/contracts';
import type { LineChartOption } from '../../../components/charts/line-chart';

// Mantine's dark palette, so the canvas matches the page around it (as the P&L trend does).
const TEXT = '#c9c9c9';
const DIMMED = '#828282';
const AXIS_LINE = '#424242';
const SPLIT_LINE = '#2e2e2e';
const TOOLTIP_BACKGROUND = '#242424';
const SERIES_COLORS = ['#ff8787', '#20c997', '#fcc419'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' → 'Nov 2026', '2026-11-05' → '5 Nov 2026', read from the text: a calendar day has no zone. */
export function adPeriodLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(period);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return period;
  return match[3] ? `${Number(match[3])} ${month} ${match[1]}` : `${month} ${match[1]}`;
}

/** A decimal string as a number for plotting only; a ratio without a denominator is a gap. */
function toPlotValue(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Spend and ad sales on the left axis in the currency, ACoS on the right in percent: the money
 * lines share a scale, the ratio has its own. A period without sales has no ACoS, and a period
 * after the last day of ads data has no figures at all: gaps, not zeros.
 */
export function buildAdTrendOption(metrics: Pick<TAdMetrics, 'currency' | 'periods' | 'dataThrough'>): LineChartOption {
  const { dataThrough } = metrics;
  // 'YYYY-MM' and 'YYYY-MM-DD' both compare as text with the day's prefix of the same length.
  const isAfterData = (period: string) => dataThrough !== null && period > dataThrough.slice(0, period.length);
  const plot = (period: TAdMetrics['periods'][number], value: string | null) =>
    isAfterData(period.period) ? null : toPlotValue(value);
  const line = (name: string, data: (number | null)[], yAxisIndex: number) => ({
    type: 'line' as const,
    name,
    data,
    yAxisIndex,
    showSymbol: metrics.periods.length <= 31,
    connectNulls: false,
  });
  const series = [
    line(
      'Spend',
      metrics.periods.map((period) => plot(period, period.spend)),
      0,
    ),
    line(
      'Ad sales',
      metrics.periods.map((period) => plot(period, period.sales)),
      0,
    ),
    line(
      'ACoS',
      metrics.periods.map((period) => plot(period, period.acos)),
      1,
    ),
  ];
  const valueAxis = (name: string) => ({
    type: 'value' as const,
    name,
    nameTextStyle: { color: DIMMED },
    axisLabel: { color: DIMMED },
    splitLine: { lineStyle: { color: SPLIT_LINE } },
  });
  return {
    color: SERIES_COLORS,
    backgroundColor: 'transparent',
    textStyle: { color: TEXT },
    grid: { left: 16, right: 16, top: 56, bottom: 16, containLabel: true },
    legend: { top: 0, textStyle: { color: TEXT }, data: series.map((entry) => entry.name) },
    tooltip: {
      trigger: 'axis',
      backgroundColor: TOOLTIP_BACKGROUND,
      borderColor: AXIS_LINE,
      textStyle: { color: TEXT },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: metrics.periods.map((period) => adPeriodLabel(period.period)),
      axisLine: { lineStyle: { color: AXIS_LINE } },
      axisLabel: { color: DIMMED },
    },
    yAxis: [valueAxis(metrics.currency), { ...valueAxis('ACoS %'), splitLine: { show: false } }],
    series,
  };
}
