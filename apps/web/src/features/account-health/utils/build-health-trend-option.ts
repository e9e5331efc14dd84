// The trend chart of one metric: a line per marketplace over the report days, and Amazon's target
// as a flat dashed line, so a point above (or below) it reads at once.
import type { TAccountHealthKpis, TAccountHealthMetricKey } from '@brandlens/contracts';
import type { LineChartOption } from '../../../components/charts/line-chart';
import {
  buildLineChartOption,
  dayLabel,
  lineSeries,
  toPlotValue,
  valueAxis,
} from '../../../components/charts/line-chart-option';

const COLORS = ['#20c997', '#339af0', '#fcc419', '#cc5de8', '#ff922b', '#a9e34b'];
const TARGET_COLOR = '#fa5252';

/** Rates in percent (0.0092 → 0.92); the rating as it is. */
const plotted = (key: TAccountHealthMetricKey, value: string | number | null): number | null => {
  const number = typeof value === 'number' ? value : toPlotValue(value);
  return number === null ? null : key === 'accountHealthRating' ? number : Math.round(number * 1_000_000) / 10_000;
};

export function buildHealthTrendOption(
  kpis: TAccountHealthKpis,
  metric: TAccountHealthMetricKey,
  nameOf: (marketplaceId: string) => string,
): LineChartOption | undefined {
  const days = [...new Set(kpis.marketplaces.flatMap((entry) => entry.points.map((point) => point.day)))].sort();
  if (days.length === 0) return undefined;
  const series = kpis.marketplaces.map((entry) => {
    const byDay = new Map(entry.points.map((point) => [point.day, plotted(metric, point[metric])]));
    return {
      ...lineSeries(
        nameOf(entry.marketplaceId),
        days.map((day) => byDay.get(day) ?? null),
        { showSymbol: true },
      ),
      connectNulls: true,
    };
  });
  const target = kpis.targets.find((entry) => entry.key === metric);
  const targetLine = target
    ? [
        {
          ...lineSeries(
            'Amazon target',
            days.map(() => plotted(metric, target.limit)),
            { showSymbol: false },
          ),
          lineStyle: { type: 'dashed' as const },
        },
      ]
    : [];
  return buildLineChartOption({
    categories: days.map(dayLabel),
    series: [...series, ...targetLine],
    yAxis: valueAxis(metric === 'accountHealthRating' ? 'Score' : '%'),
    colors: [...COLORS.slice(0, series.length), TARGET_COLOR],
  });
}
