// How one demo listing is restocked over the inventory window: inbound
// shipments on a cycle (working → shipped → receiving → fulfillable), each
// sized from the units the listing goes on to sell so that the fulfillable
// stock never goes below zero. A few listings run out on purpose during a
// stretch of days without orders (so a stock-out never contradicts a sale),
// and a few end the window low with their next shipment still on its way.
// Day numbers are indices into the window (0 = its first day).
import type { Random } from './prng.ts';

export type ListingRole =
  | { kind: 'steady' }
  /** Sold out from `from` to `to` (days without orders), restocked the day after. */
  | { kind: 'stock-out'; from: number; to: number }
  /** Ends the window with a few days of cover, its shipment not yet received. */
  | { kind: 'low' };

export interface DemoShipment {
  created: number;
  shippedFrom: number;
  receivingFrom: number;
  arrives: number;
  quantity: number;
}

export interface ListingStockPlan {
  /** Fulfillable units at the start of the window's first day. */
  initial: number;
  shipments: DemoShipment[];
}

export interface PlanInput {
  /** Units bought on each day of the window. */
  purchased: Int32Array;
  /** The last window day with demo orders (-1 when none). */
  lastSalesDay: number;
  role: ListingRole;
  random: Random;
}

/** Units a day, over the window days that have orders; a small floor keeps unsold listings stocked. */
export function salesRate(purchased: Int32Array, lastSalesDay: number): number {
  let units = 0;
  const end = Math.min(lastSalesDay, purchased.length - 1);
  for (let day = 0; day <= end; day += 1) units += purchased[day] ?? 0;
  return Math.max(units / Math.max(1, end + 1), 0.05);
}

/** The longest run of days without orders in [from, to], at least `minDays` long, cut to `maxDays`. */
export function findQuietRun(
  purchased: Int32Array,
  from: number,
  to: number,
  minDays: number,
  maxDays: number,
): { from: number; to: number } | undefined {
  let best: { from: number; to: number } | undefined;
  let start = -1;
  for (let day = Math.max(from, 1); day <= to + 1; day += 1) {
    const isQuiet = day <= to && (purchased[day] ?? 0) === 0;
    if (isQuiet && start < 0) start = (purchased[day - 1] ?? 0) > 0 ? day : -1;
    if (!isQuiet && start >= 0) {
      if (day - start >= minDays && (!best || day - start > best.to - best.from + 1))
        best = { from: start, to: day - 1 };
      start = -1;
    }
  }
  return best && { from: best.from, to: Math.min(best.to, best.from + maxDays - 1) };
}

function arrivalDays(role: ListingRole, days: number, lastSalesDay: number, cycle: number, phase: number): number[] {
  let arrivals: number[] = [];
  for (let day = phase; day < days + 30; day += cycle) arrivals.push(day);
  if (role.kind === 'stock-out') {
    arrivals = arrivals.filter((day) => day < role.from - 1 || day > role.to + 7);
    arrivals.push(role.to + 1);
  } else if (role.kind === 'low') {
    arrivals = arrivals.filter((day) => day < lastSalesDay - 14 || day > days + 4);
    arrivals.push(days + 4);
  }
  return arrivals.sort((a, b) => a - b);
}

function unitsBought(purchased: Int32Array, from: number, to: number): number {
  let units = 0;
  for (let day = Math.max(from, 0); day <= Math.min(to, purchased.length - 1); day += 1) units += purchased[day] ?? 0;
  return units;
}

/**
 * Sizes the shipments: each one, with what is left, covers the units bought until the next one
 * plus a safety stock (`targets[i]` left before shipment i + 1; 0 runs the stock out exactly).
 * Shipments arriving after the demo's last order are the listing's usual order.
 */
function sizeShipments(
  purchased: Int32Array,
  lastSalesDay: number,
  arrivals: readonly number[],
  targets: readonly number[],
  exact: ReadonlySet<number>,
  usual: number,
  pack: number,
): { initial: number; quantities: number[] } {
  const bought = (from: number, to: number) => unitsBought(purchased, from, to);
  const initial = bought(0, (arrivals[0] ?? purchased.length) - 1) + (targets[0] ?? 0);
  let stock = initial - bought(0, (arrivals[0] ?? 0) - 1);
  const quantities: number[] = [];
  arrivals.forEach((arrives, index) => {
    const next = arrivals[index + 1] ?? Number.MAX_SAFE_INTEGER;
    const needed = bought(arrives, next - 1);
    let quantity = usual;
    if (arrives <= lastSalesDay) {
      const short = Math.max(0, needed + (targets[index + 1] ?? 0) - stock);
      quantity = exact.has(index) || short === 0 ? short : Math.ceil(short / pack) * pack;
    }
    quantities.push(quantity);
    stock += quantity - needed;
  });
  return { initial, quantities };
}

/** The listing's opening stock and shipments over a window of `purchased.length` days. */
export function planListingStock(input: PlanInput): ListingStockPlan {
  const { purchased, lastSalesDay, role, random } = input;
  const days = purchased.length;
  const rate = salesRate(purchased, lastSalesDay);
  const cycle = 21 + 7 * random.int(4);
  const safety = Math.ceil(rate * (10 + random.int(11)));
  const pack = rate < 0.5 ? 6 : rate < 2 ? 12 : 24;
  const arrivals = arrivalDays(role, days, lastSalesDay, cycle, random.int(cycle));
  const usual = Math.ceil((rate * cycle) / pack) * pack;
  // targets[i]: stock left just before arrival i (targets[0]: before the first one).
  const targets = arrivals.map(() => safety);
  targets.push(safety);
  const exact = new Set<number>();
  const special = arrivals.findIndex((day) => (role.kind === 'stock-out' ? day === role.to + 1 : day === days + 4));
  if (role.kind !== 'steady' && special >= 0) {
    targets[special] = role.kind === 'low' ? Math.max(1, Math.ceil(rate * 4)) : 0;
    exact.add(special - 1);
  }
  let sized = sizeShipments(purchased, lastSalesDay, arrivals, targets, exact, usual, pack);
  // Too much stock left over to run out (or end low) as planned: the shipments before are cut so
  // that what is left before each one is exactly what the listing sells until the special one.
  for (let index = special - 1; role.kind !== 'steady' && index >= 0 && sized.quantities[index] === 0; index -= 1) {
    const next = arrivals[index + 1] ?? days;
    targets[index] = unitsBought(purchased, arrivals[index] ?? 0, next - 1) + (targets[index + 1] ?? 0);
    exact.add(index - 1);
    sized = sizeShipments(purchased, lastSalesDay, arrivals, targets, exact, usual, pack);
  }
  const shipments = arrivals.flatMap((arrives, index) => {
    const quantity = sized.quantities[index] ?? 0;
    const receiving = 2 + random.int(4);
    const shipped = 6 + random.int(9);
    const working = 3 + random.int(4);
    const created = arrives - receiving - shipped - working;
    if (quantity === 0 || created >= days) return [];
    return [{ created, shippedFrom: created + working, receivingFrom: arrives - receiving, arrives, quantity }];
  });
  return { initial: sized.initial, shipments };
}
