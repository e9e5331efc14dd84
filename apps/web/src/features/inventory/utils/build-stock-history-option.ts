import type { TInventoryHistory } from '@brandlens/contracts';
import type { LineChartOption } from '../../../components/charts/line-chart';

// Mantine's dark palette, so the canvas matches the page around it (as the P&L trend does).
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

/**
 * Stock on the left axis (fulfillable and inbound units at the end of each day), units sold per
 * day on the right, since the two differ by orders of magnitude. A day without stock figures is a
 * gap, not a zero: no figures is not no stock.
 */
export function buildStockHistoryOption(history: Pick<TInventoryHistory, 'days'>): LineChartOption {
  const line = (name: string, data: (number | null)[], yAxisIndex: number) => ({
    type: 'line' as const,
    name,
    data,
    yAxisIndex,
    showSymbol: false,
    connectNulls: false,
  });
  const series = [
    line(
      'Fulfillable',
      history.days.map((day) => day.fulfillable),
      0,
    ),
    line(
      'Inbound',
      history.days.map((day) => day.inbound),
      0,
    ),
    line(
      'Units sold',
      history.days.map((day) => day.unitsSold),
      1,
    ),
  ];
  const valueAxis = (name: string) => ({
    type: 'value' as const,
    name,
    minInterval: 1,
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
      data: history.days.map((day) => dayLabel(day.day)),
      axisLine: { lineStyle: { color: AXIS_LINE } },
      axisLabel: { color: DIMMED },
    },
    yAxis: [valueAxis('Units in stock'), { ...valueAxis('Units sold'), splitLine: { show: false } }],
    series,
  };
}
