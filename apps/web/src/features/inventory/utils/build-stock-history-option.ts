import type { TInventoryHistory } from '@brandlens/contracts';
import type { LineChartOption } from '../../../components/charts/line-chart';
import { buildLineChartOption, dayLabel, lineSeries, valueAxis } from '../../../components/charts/line-chart-option';

/**
 * Stock on the left axis (fulfillable and inbound units at the end of each day), units sold per
 * day on the right, since the two differ by orders of magnitude. A day without stock figures is a
 * gap, not a zero: no figures is not no stock.
 */
export function buildStockHistoryOption(history: Pick<TInventoryHistory, 'days'>): LineChartOption {
  return buildLineChartOption({
    categories: history.days.map((day) => dayLabel(day.day)),
    series: [
      lineSeries(
        'Fulfillable',
        history.days.map((day) => day.fulfillable),
        { yAxisIndex: 0, showSymbol: false },
      ),
      lineSeries(
        'Inbound',
        history.days.map((day) => day.inbound),
        { yAxisIndex: 0, showSymbol: false },
      ),
      lineSeries(
        'Units sold',
        history.days.map((day) => day.unitsSold),
        { yAxisIndex: 1, showSymbol: false },
      ),
    ],
    yAxis: [
      valueAxis('Units in stock', { minInterval: 1 }),
      valueAxis('Units sold', { minInterval: 1, isSecondary: true }),
    ],
  });
}
