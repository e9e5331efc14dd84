import type { TSatisfactionMonth } from '@brandlens/contracts';
import type { LineChartOption } from '../../../components/charts/line-chart';
import { fractionToPercent } from './format-fraction';

// Mantine's dark palette, so the canvas matches the page around it (as the other trends do).
const TEXT = '#c9c9c9';
const DIMMED = '#828282';
const AXIS_LINE = '#424242';
const SPLIT_LINE = '#2e2e2e';
const TOOLTIP_BACKGROUND = '#242424';
const SERIES_COLORS = ['#339af0', '#20c997', '#fcc419', '#ff6b6b'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-06' → 'Jun 2025', read from the text (a month has no time zone to shift it). */
export function monthLabel(month: string): string {
  const name = MONTHS[Number(month.slice(5, 7)) - 1];
  return name ? `${name} ${month.slice(0, 4)}` : month;
}

const line = (name: string, data: (number | null)[], yAxisIndex = 0) => ({
  type: 'line' as const,
  name,
  data,
  yAxisIndex,
  showSymbol: true,
  connectNulls: false,
});

const valueAxis = (name: string, extra: Record<string, unknown> = {}) => ({
  type: 'value' as const,
  name,
  nameTextStyle: { color: DIMMED },
  axisLabel: { color: DIMMED },
  splitLine: { lineStyle: { color: SPLIT_LINE } },
  ...extra,
});

function frame(months: readonly TSatisfactionMonth[], series: ReturnType<typeof line>[]): LineChartOption {
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
      data: months.map((month) => monthLabel(month.month)),
      axisLine: { lineStyle: { color: AXIS_LINE } },
      axisLabel: { color: DIMMED },
    },
    series,
  };
}

/** Ratings and reviews received per month (left) and the average rating at each month's end (right, 1 to 5). */
export function buildReviewVolumeOption(months: readonly TSatisfactionMonth[]): LineChartOption {
  const average = (month: TSatisfactionMonth) => (month.averageRating === null ? null : Number(month.averageRating));
  return {
    ...frame(months, [
      line(
        'New ratings',
        months.map((month) => month.newRatings),
      ),
      line(
        'New reviews',
        months.map((month) => month.newReviews),
      ),
      line('Average rating', months.map(average), 1),
    ]),
    yAxis: [
      valueAxis('Ratings', { minInterval: 1 }),
      valueAxis('Stars', { min: 1, max: 5, splitLine: { show: false } }),
    ],
  };
}

/** The negative-review rate and the return rate per month, in percent; a month without a denominator is a gap. */
export function buildRatesOption(months: readonly TSatisfactionMonth[]): LineChartOption {
  const percent = (fraction: string | null) => (fraction === null ? null : Number(fractionToPercent(fraction)));
  return {
    ...frame(months, [
      line(
        'Negative-review rate',
        months.map((month) => percent(month.negativeRate)),
      ),
      line(
        'Return rate',
        months.map((month) => percent(month.returnRate)),
      ),
    ]),
    yAxis: [valueAxis('%')],
  };
}
