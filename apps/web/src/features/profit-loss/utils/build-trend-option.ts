import type { TProfitLoss } from '@brandlens/contracts';
import type { LineChartOption } from '../../../components/charts/line-chart';
import {
  buildLineChartOption,
  lineSeries,
  monthLabel,
  toPlotValue,
  valueAxis,
} from '../../../components/charts/line-chart-option';
import { lineLabel } from './statement-lines';

/** The statement lines the trend plots, in legend order. */
export const TREND_LINES = ['netSales', 'contributionMargin3', 'totalEbitda'] as const;

type TrendStatement = Pick<TProfitLoss, 'currency' | 'periods' | 'lines'>;

/** The ECharts option of the trend: net sales, CM3 and EBITDA per period, y axis in the currency. */
export function buildTrendOption(statement: TrendStatement): LineChartOption {
  const series = TREND_LINES.flatMap((key) => {
    const line = statement.lines.find((candidate) => candidate.key === key);
    if (!line) return [];
    const data = statement.periods.map((_, index) => toPlotValue(line.figures[index]?.amount));
    return [lineSeries(lineLabel(key), data, { showSymbol: true })];
  });
  return buildLineChartOption({
    grid: { top: 48, right: 24 },
    categories: statement.periods.map(monthLabel),
    series,
    yAxis: valueAxis(statement.currency),
  });
}
