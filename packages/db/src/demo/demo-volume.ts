// How many order items each marketplace sells on each day: yearly growth,
// seasonality (Prime Day in July, Q4 peak), busier weekends and marketplaces
// that grow at different speeds. Only +, * and / on floats, which IEEE 754
// defines exactly, so the split is the same on every machine.
import type { DemoRange } from './demo-calendar.ts';
import { dayParts } from './demo-calendar.ts';
import type { DemoMarketplace } from './demo-marketplaces.ts';

const SEASON_BY_MONTH = [0.85, 0.8, 0.9, 0.95, 1, 1, 1.25, 0.95, 0.95, 1.05, 1.45, 1.6] as const;
const WEEKDAY = [1.12, 0.97, 0.95, 0.95, 0.97, 1, 1.06] as const;
/** About 44 % growth a year. */
const DAILY_GROWTH = 1.001;

function dayWeights(range: DemoRange, marketplace: DemoMarketplace): number[] {
  const days = range.lastDay - range.firstDay + 1;
  const weights: number[] = [];
  let growth = 1;
  for (let offset = 0; offset < days; offset += 1) {
    const { month, weekday } = dayParts(range.firstDay + offset);
    const ramp = 1 + (marketplace.shareRamp * offset) / days;
    weights.push(marketplace.orderShare * ramp * growth * (SEASON_BY_MONTH[month - 1] ?? 1) * (WEEKDAY[weekday] ?? 1));
    growth *= DAILY_GROWTH;
  }
  return weights;
}

/**
 * Splits `total` order items over marketplaces × days in proportion to their weights
 * (largest remainder), so the counts sum to `total` exactly. Result: per marketplace,
 * the item count of each day offset from the range's first day.
 */
export function allocateOrderItems(
  total: number,
  range: DemoRange,
  marketplaces: readonly DemoMarketplace[],
): Int32Array[] {
  const weights = marketplaces.map((marketplace) => dayWeights(range, marketplace));
  const flat = weights.flat();
  const sum = flat.reduce((accumulator, weight) => accumulator + weight, 0);
  const counts = new Int32Array(flat.length);
  const remainders: Array<{ index: number; remainder: number }> = [];
  let assigned = 0;
  flat.forEach((weight, index) => {
    const quota = (total * weight) / sum;
    counts[index] = Math.floor(quota);
    assigned += Math.floor(quota);
    remainders.push({ index, remainder: quota - Math.floor(quota) });
  });
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let rank = 0; rank < total - assigned; rank += 1) {
    const cell = remainders[rank % remainders.length];
    if (cell) counts[cell.index] = (counts[cell.index] ?? 0) + 1;
  }
  const days = range.lastDay - range.firstDay + 1;
  return marketplaces.map((_, index) => counts.slice(index * days, (index + 1) * days));
}
