// A parent-ASIN row, or a SKU across marketplaces, from its SKU × marketplace rows (docs/inventory.md,
// 'Roll-up'). Velocity, trend and cover are recomputed from the summed days and stock, because
// in-stock days differ between children; what depends on each child's own plan (reorder date,
// quantity, capital, status) is taken from the children.
import { formatDecimal, parseDecimal, rescale, type Decimal } from '../decimal.ts';
import { coverFigures, safetyFigures, type PlanningInputs, type StockPosition } from './stock-cover.ts';
import type { StockRecommendationFigures, StockStatus } from './stock-recommendations.ts';
import { velocityFigures, type StockDay } from './stock-velocity.ts';

export interface StockRollupChild {
  window: StockDay[];
  stock: StockPosition;
  planning: PlanningInputs;
  figures: StockRecommendationFigures;
  capitalCurrency: string | null;
}

export interface StockRollup {
  stock: StockPosition;
  figures: StockRecommendationFigures;
  capitalCurrency: string | null;
}

/** Most urgent first: the roll-up shows its most urgent child, so it is 'no-sales' only when all are. */
const STATUS_URGENCY: readonly StockStatus[] = [
  'out-of-stock',
  'reorder-now',
  'reorder-soon',
  'ok',
  'overstock',
  'no-sales',
];

const STOCK_FIELDS = [
  'fulfillable',
  'inboundWorking',
  'inboundShipped',
  'inboundReceiving',
  'reserved',
  'unsellable',
  'researching',
  'total',
] as const satisfies ReadonlyArray<keyof StockPosition>;

function sumStock(positions: readonly StockPosition[]): StockPosition {
  const sum = Object.fromEntries(STOCK_FIELDS.map((field) => [field, 0])) as Record<keyof StockPosition, number>;
  for (const position of positions) for (const field of STOCK_FIELDS) sum[field] += position[field];
  return sum;
}

/** Units summed per day; the stock figure summed over the children that recorded one that day. */
function sumWindows(windows: readonly (readonly StockDay[])[]): StockDay[] {
  const byDay = new Map<string, StockDay>();
  for (const window of windows) {
    for (const { day, units, fulfillable } of window) {
      const sum = byDay.get(day) ?? { day, units: 0, fulfillable: null };
      sum.units += units;
      if (fulfillable !== null) sum.fulfillable = (sum.fulfillable ?? 0) + fulfillable;
      byDay.set(day, sum);
    }
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

function earliest(days: readonly (string | null)[]): string | null {
  let first: string | null = null;
  for (const day of days) if (day !== null && (first === null || day < first)) first = day;
  return first;
}

/** The children's capital added up when they share one currency; children without a landed cost add nothing. */
function sumCapital(children: readonly StockRollupChild[]): { amount: string | null; currency: string | null } {
  const priced = children.filter((child) => child.figures.reorderCapital !== null);
  const currencies = new Set(priced.map((child) => child.capitalCurrency));
  const [currency] = currencies;
  if (currencies.size !== 1 || currency === undefined || currency === null) return { amount: null, currency: null };
  let total: Decimal = { units: 0n, scale: 2 };
  for (const child of priced) {
    total = { units: total.units + rescale(parseDecimal(child.figures.reorderCapital ?? '0'), 2).units, scale: 2 };
  }
  return { amount: formatDecimal(total), currency };
}

function mostUrgent(statuses: readonly StockStatus[]): StockStatus {
  const rank = Math.min(...statuses.map((status) => STATUS_URGENCY.indexOf(status)));
  return STATUS_URGENCY[rank] ?? 'no-sales';
}

export function rollUpStockRecommendations(asOf: string, children: StockRollupChild[]): StockRollup {
  const stock = sumStock(children.map((child) => child.stock));
  const { velocity, figures: velocityPart } = velocityFigures(sumWindows(children.map((child) => child.window)));
  // The longest lead time and safety of any child: the group is safe only when its slowest route is.
  const leadTimeDays = Math.max(0, ...children.map((child) => child.figures.leadTimeDays));
  const safetyStockDays = Math.max(0, ...children.map((child) => child.planning.safetyStockDays));
  const capital = sumCapital(children);
  const figures: StockRecommendationFigures = {
    ...velocityPart,
    ...coverFigures(asOf, velocity, stock),
    leadTimeDays,
    ...safetyFigures(velocity, leadTimeDays, safetyStockDays),
    reorderDate: earliest(children.map((child) => child.figures.reorderDate)),
    reorderQuantity: children.reduce((sum, child) => sum + child.figures.reorderQuantity, 0),
    reorderCapital: capital.amount,
    status: mostUrgent(children.map((child) => child.figures.status)),
  };
  return { stock, figures, capitalCurrency: capital.currency };
}
