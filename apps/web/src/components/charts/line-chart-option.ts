// The pieces every line chart of the app shares: Mantine's dark palette, so the canvas matches the
// page around it, the legend, tooltip and category axis, value axes, and calendar labels read from
// their text. What a chart plots (its series, its axes' names) is its feature's.
import type { LineChartOption } from './line-chart';

const TEXT = '#c9c9c9';
const DIMMED = '#828282';
const AXIS_LINE = '#424242';
const SPLIT_LINE = '#2e2e2e';
const TOOLTIP_BACKGROUND = '#242424';
const SERIES_COLORS = ['#20c997', '#339af0', '#fcc419'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-25' → '25 Nov 2026', read from the text itself: a calendar day has no time zone to shift it. */
export function dayLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

/** 'YYYY-MM' → 'Jan 2024'; anything else (a day) as it is. */
export function monthLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : period;
}

/** A day or a month, each labelled as above; anything else as it is. */
export const calendarLabel = (period: string): string =>
  /^\d{4}-\d{2}$/.test(period) ? monthLabel(period) : dayLabel(period);

/** A decimal string as a number for plotting only; a figure that is missing or not a number is a gap. */
export function toPlotValue(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** One line of figures; a null is a gap in it, never joined across. */
export const lineSeries = (
  name: string,
  data: (number | null)[],
  options: { showSymbol: boolean; yAxisIndex?: number },
) => ({ type: 'line' as const, name, data, ...options, connectNulls: false });

/** A value axis named after its unit; the second of two draws no grid lines of its own. */
export const valueAxis = (name: string, options: { minInterval?: number; isSecondary?: boolean } = {}) => ({
  type: 'value' as const,
  name,
  ...(options.minInterval === undefined ? {} : { minInterval: options.minInterval }),
  nameTextStyle: { color: DIMMED },
  axisLabel: { color: DIMMED },
  splitLine: options.isSecondary ? { show: false } : { lineStyle: { color: SPLIT_LINE } },
});

interface LineChartFrame {
  /** The x axis's labels, one per point. */
  categories: string[];
  series: ReturnType<typeof lineSeries>[];
  yAxis: LineChartOption['yAxis'];
  /** The series' colours in order; the app's three by default. */
  colors?: string[];
  /** Room above the plot for the legend, and to the right of it. */
  grid?: { top: number; right: number };
}

/** The option of a line chart over categories, with its legend naming the series and an axis tooltip. */
export function buildLineChartOption(frame: LineChartFrame): LineChartOption {
  const { top, right } = frame.grid ?? { top: 56, right: 16 };
  return {
    color: frame.colors ?? SERIES_COLORS,
    backgroundColor: 'transparent',
    textStyle: { color: TEXT },
    grid: { left: 16, right, top, bottom: 16, containLabel: true },
    legend: { top: 0, textStyle: { color: TEXT }, data: frame.series.map((entry) => entry.name) },
    tooltip: {
      trigger: 'axis',
      backgroundColor: TOOLTIP_BACKGROUND,
      borderColor: AXIS_LINE,
      textStyle: { color: TEXT },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: frame.categories,
      axisLine: { lineStyle: { color: AXIS_LINE } },
      axisLabel: { color: DIMMED },
    },
    yAxis: frame.yAxis,
    series: frame.series,
  };
}
