import type { TProfitLoss } from '@brandlens/contracts';
import type { LineChartOption } from '../../../components/charts/line-chart';
import { lineLabel } from './statement-lines';

/** The statement lines the trend plots, in legend order. */
export const TREND_LINES = ['netSales', 'contributionMargin3', 'totalEbitda'] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Mantine's dark palette, so the canvas matches the page around it.
const TEXT = '#c9c9c9';
const DIMMED = '#828282';
const AXIS_LINE = '#424242';
const SPLIT_LINE = '#2e2e2e';
const TOOLTIP_BACKGROUND = '#242424';
const SERIES_COLORS = ['#20c997', '#339af0', '#fcc419'];

/** 'YYYY-MM' → 'Jan 2024'; anything else (a day) as it is. */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : period;
}

/** A decimal string as a number for plotting only; a figure that is not a number is a gap. */
function toPlotValue(amount: string | undefined): number | null {
  if (amount === undefined || amount.trim() === '') return null;
  const value = Number(amount);
  return Number.isFinite(value) ? value : null;
}

type TrendStatement = Pick<TProfitLoss, 'currency' | 'periods' | 'lines'>;

/** The ECharts option of the trend: net sales, CM3 and EBITDA per period, y axis in the currency. */
export function buildTrendOption(statement: TrendStatement): LineChartOption {
  const series = TREND_LINES.flatMap((key) => {
    const line = statement.lines.find((candidate) => candidate.key === key);
    if (!line) return [];
    return [
      {
        type: 'line' as const,
        name: lineLabel(key),
        data: statement.periods.map((_, index) => toPlotValue(line.figures[index]?.amount)),
        showSymbol: true,
        connectNulls: false,
      },
    ];
  });
  return {
    color: SERIES_COLORS,
    backgroundColor: 'transparent',
    textStyle: { color: TEXT },
    grid: { left: 16, right: 24, top: 48, bottom: 16, containLabel: true },
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
      data: statement.periods.map(periodLabel),
      axisLine: { lineStyle: { color: AXIS_LINE } },
      axisLabel: { color: DIMMED },
    },
    yAxis: {
      type: 'value',
      name: statement.currency,
      nameTextStyle: { color: DIMMED },
      axisLabel: { color: DIMMED },
      splitLine: { lineStyle: { color: SPLIT_LINE } },
    },
    series,
  };
}
