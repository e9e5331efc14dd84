import type { TCm3Split, TWeeklyChanges } from '@brandlens/contracts';
import type { BarChartOption } from '../../../components/charts/bar-chart';

// The 'what changed and why' waterfall: the previous week's CM3, each effect floating from where
// the one before it ended, and the week's CM3. A floating bar is an invisible stacked base plus a
// visible part; values are numbers only for drawing (labels and tooltips show the API's decimals).

export const EFFECT_LABELS: Record<keyof TCm3Split, string> = {
  price: 'Price',
  volume: 'Volume',
  fees: 'Fees',
  advertising: 'Advertising',
  refunds: 'Refunds',
  costOfGoods: 'Cost of goods',
};
export const EFFECT_ORDER = ['price', 'volume', 'fees', 'advertising', 'refunds', 'costOfGoods'] as const;

export interface WaterfallStep {
  label: string;
  /** The API's decimal, shown as is. */
  amount: string;
  kind: 'total' | 'rise' | 'fall';
  /** Where the bar starts and ends, in units of the currency (for drawing only). */
  from: number;
  to: number;
}

export function waterfallSteps(
  changes: Pick<TWeeklyChanges, 'previous' | 'current' | 'split' | 'previousWeek' | 'week'>,
): WaterfallStep[] {
  const steps: WaterfallStep[] = [];
  const start = Number(changes.previous.cm3);
  steps.push({
    label: `CM3 ${changes.previousWeek.week}`,
    amount: changes.previous.cm3,
    kind: 'total',
    from: 0,
    to: start,
  });
  let level = start;
  for (const effect of EFFECT_ORDER) {
    const amount = changes.split[effect];
    const next = level + Number(amount);
    steps.push({
      label: EFFECT_LABELS[effect],
      amount,
      kind: Number(amount) < 0 ? 'fall' : 'rise',
      from: level,
      to: next,
    });
    level = next;
  }
  steps.push({
    label: `CM3 ${changes.week.week}`,
    amount: changes.current.cm3,
    kind: 'total',
    from: 0,
    to: Number(changes.current.cm3),
  });
  return steps;
}

const COLORS = { total: '#4dabf7', rise: '#51cf66', fall: '#ff6b6b' } as const;

export function buildWaterfallOption(steps: readonly WaterfallStep[], currency: string): BarChartOption {
  const base = steps.map((step) => Math.min(step.from, step.to));
  const size = steps.map((step, index) => ({
    value: Math.abs(step.to - step.from),
    itemStyle: { color: COLORS[step.kind] },
    label: { formatter: steps[index]?.amount ?? '' },
  }));
  return {
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const index = Array.isArray(params) ? ((params[0] as { dataIndex?: number }).dataIndex ?? 0) : 0;
        const step = steps[index];
        return step ? `${step.label}: ${step.amount} ${currency}` : '';
      },
    },
    xAxis: { type: 'category', data: steps.map((step) => step.label), axisLabel: { interval: 0, rotate: 30 } },
    yAxis: { type: 'value', name: currency },
    series: [
      {
        type: 'bar',
        stack: 'waterfall',
        stackStrategy: 'all',
        silent: true,
        itemStyle: { color: 'transparent' },
        data: base,
      },
      { type: 'bar', stack: 'waterfall', stackStrategy: 'all', label: { show: true, position: 'top' }, data: size },
    ],
  };
}
