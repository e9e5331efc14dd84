import type { TProductChart, TProductDetail } from '@brandlens/contracts';
import type { LineChartOption } from '../../../components/charts/line-chart';
import {
  buildLineChartOption,
  calendarLabel,
  lineSeries,
  toPlotValue,
  valueAxis,
} from '../../../components/charts/line-chart-option';

/** Net sales and the three contribution margins per month on one money axis, margin % on its own. */
export function buildProductTrendOption(detail: Pick<TProductDetail, 'currency' | 'trend'>): LineChartOption {
  const plot = (pick: (month: TProductDetail['trend'][number]) => string | null) =>
    detail.trend.map((month) => toPlotValue(pick(month)));
  const showSymbol = detail.trend.length <= 24;
  return buildLineChartOption({
    categories: detail.trend.map((month) => calendarLabel(month.month)),
    colors: ['#339af0', '#20c997', '#fcc419', '#ff8787'],
    series: [
      lineSeries(
        'Net sales',
        plot((month) => month.netSales),
        { showSymbol, yAxisIndex: 0 },
      ),
      lineSeries(
        'CM1',
        plot((month) => month.contributionMargin1),
        { showSymbol, yAxisIndex: 0 },
      ),
      lineSeries(
        'CM3',
        plot((month) => month.contributionMargin3),
        { showSymbol, yAxisIndex: 0 },
      ),
      lineSeries(
        'Margin',
        plot((month) => month.margin),
        { showSymbol, yAxisIndex: 1 },
      ),
    ],
    yAxis: [valueAxis(detail.currency), valueAxis('Margin %', { isSecondary: true })],
  });
}

export const CHART_METRIC_LABELS: Record<TProductChart['metric'], string> = {
  netSales: 'Net sales',
  unitsSold: 'Units sold',
  contributionMargin3: 'CM3',
  margin: 'Margin %',
  price: 'Average price',
  sessions: 'Sessions',
  conversion: 'Conversion %',
  bsr: 'Best seller rank',
  stock: 'Fulfillable stock',
};

/** One metric per day or month; a period with nothing reported is a gap. */
export function buildProductMetricOption(chart: TProductChart): LineChartOption {
  const isMoney = ['netSales', 'contributionMargin3', 'price'].includes(chart.metric);
  const label = CHART_METRIC_LABELS[chart.metric];
  return buildLineChartOption({
    categories: chart.points.map((point) => calendarLabel(point.period)),
    series: [
      lineSeries(
        label,
        chart.points.map((point) => toPlotValue(point.value)),
        { showSymbol: chart.points.length <= 31 },
      ),
    ],
    yAxis: [valueAxis(isMoney ? chart.currency : label)],
  });
}
