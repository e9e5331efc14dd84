import type { TAdMetrics } from '@brandlens/contracts';
import type { LineChartOption } from '../../../components/charts/line-chart';
import {
  buildLineChartOption,
  calendarLabel,
  lineSeries,
  toPlotValue,
  valueAxis,
} from '../../../components/charts/line-chart-option';

/** Spend in red, so it reads as money out beside the sales and the ratio. */
const SERIES_COLORS = ['#ff8787', '#20c997', '#fcc419'];

/**
 * Spend and ad sales on the left axis in the currency, ACoS on the right in percent: the money
 * lines share a scale, the ratio has its own. A period without sales has no ACoS, and a period
 * after the last day of ads data has no figures at all: gaps, not zeros.
 */
export function buildAdTrendOption(metrics: Pick<TAdMetrics, 'currency' | 'periods' | 'dataThrough'>): LineChartOption {
  const { dataThrough } = metrics;
  // 'YYYY-MM' and 'YYYY-MM-DD' both compare as text with the day's prefix of the same length.
  const isAfterData = (period: string) => dataThrough !== null && period > dataThrough.slice(0, period.length);
  const plot = (pick: (period: TAdMetrics['periods'][number]) => string | null) =>
    metrics.periods.map((period) => (isAfterData(period.period) ? null : toPlotValue(pick(period))));
  const showSymbol = metrics.periods.length <= 31;
  return buildLineChartOption({
    colors: SERIES_COLORS,
    categories: metrics.periods.map((period) => calendarLabel(period.period)),
    series: [
      lineSeries(
        'Spend',
        plot((period) => period.spend),
        { yAxisIndex: 0, showSymbol },
      ),
      lineSeries(
        'Ad sales',
        plot((period) => period.sales),
        { yAxisIndex: 0, showSymbol },
      ),
      lineSeries(
        'ACoS',
        plot((period) => period.acos),
        { yAxisIndex: 1, showSymbol },
      ),
    ],
    yAxis: [valueAxis(metrics.currency), valueAxis('ACoS %', { isSecondary: true })],
  });
}
