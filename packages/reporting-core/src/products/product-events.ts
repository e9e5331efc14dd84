/**
 * The events of a product's history, computed from its figures (docs/products.md, "Events"):
 *
 *   price-change  a week whose average selling price moved ≥ 5 % from the previous week that sold
 *   fee-change    a week whose marketplace fees per unit moved ≥ 5 % from the previous week that sold
 *   stock-out     a run of days with no fulfillable stock after a day with some
 *   rank-jump     a week whose average best seller rank moved ≥ 30 % from the week before
 *
 * Content changes (title, bullets, images) are not tracked yet: nothing stores a listing's past.
 */
import { changePercent } from '../advertising/ad-figures.ts';
import { parseDecimal } from '../decimal.ts';
import { perUnit } from './product-figures.ts';

export const PRICE_CHANGE_PERCENT = 5;
export const FEE_CHANGE_PERCENT = 5;
export const RANK_JUMP_PERCENT = 30;

export type TProductEventKind = 'price-change' | 'fee-change' | 'stock-out' | 'rank-jump';

export interface ProductEvent {
  kind: TProductEventKind;
  /** YYYY-MM-DD: the week's Monday, or the first day out of stock. */
  day: string;
  /** The last day out of stock; null while still out or for the weekly kinds. */
  endDay: string | null;
  /** The figure before and after (a price, a fee per unit, an average rank); null for stock-outs. */
  before: string | null;
  after: string | null;
  changePercent: string | null;
}

export interface ProductWeek {
  /** YYYY-MM-DD, a Monday. */
  week: string;
  unitsSold: number;
  /** Fulfilled product sales (decimal string). */
  productSales: string;
  /** Total marketplace fees, negative (decimal string). */
  marketplaceFees: string;
}

const absolute = (value: string) => (value.startsWith('-') ? value.slice(1) : value);

function isJump(change: string | null, threshold: number): boolean {
  if (change === null) return false;
  const value = parseDecimal(absolute(change));
  return value.units >= BigInt(threshold) * 10n ** BigInt(value.scale);
}

/** Events of a figure per unit between consecutive weeks that sold. */
function perUnitEvents(
  weeks: readonly ProductWeek[],
  kind: 'price-change' | 'fee-change',
  amountOf: (week: ProductWeek) => string,
  threshold: number,
): ProductEvent[] {
  const events: ProductEvent[] = [];
  let previous: string | null = null;
  for (const week of weeks) {
    const value = perUnit(amountOf(week), week.unitsSold);
    if (value === null) continue;
    const change = changePercent(value, previous);
    if (previous !== null && isJump(change, threshold)) {
      events.push({ kind, day: week.week, endDay: null, before: previous, after: value, changePercent: change });
    }
    previous = value;
  }
  return events;
}

/** Runs of days at 0 fulfillable units that follow a day with stock. */
export function stockOutEvents(days: readonly { day: string; fulfillable: number }[]): ProductEvent[] {
  const events: ProductEvent[] = [];
  let hadStock = false;
  let open: ProductEvent | null = null;
  let lastDay: string | null = null;
  for (const { day, fulfillable } of days) {
    if (fulfillable > 0) {
      if (open) open.endDay = lastDay;
      open = null;
      hadStock = true;
    } else if (hadStock && open === null) {
      open = { kind: 'stock-out', day, endDay: null, before: null, after: null, changePercent: null };
      events.push(open);
    }
    lastDay = day;
  }
  return events;
}

/** Weeks whose average rank moved ≥ RANK_JUMP_PERCENT from the week before (a lower rank is better). */
export function rankJumpEvents(weeks: readonly { week: string; averageRank: string }[]): ProductEvent[] {
  const events: ProductEvent[] = [];
  weeks.forEach((week, index) => {
    const previous = weeks[index - 1];
    if (!previous) return;
    const change = changePercent(week.averageRank, previous.averageRank);
    if (isJump(change, RANK_JUMP_PERCENT)) {
      events.push({
        kind: 'rank-jump',
        day: week.week,
        endDay: null,
        before: previous.averageRank,
        after: week.averageRank,
        changePercent: change,
      });
    }
  });
  return events;
}

/** Every event, newest first (the same day: the kinds' order above). */
export function productEvents(
  weeks: readonly ProductWeek[],
  stock: readonly { day: string; fulfillable: number }[],
  rankWeeks: readonly { week: string; averageRank: string }[],
): ProductEvent[] {
  const order: TProductEventKind[] = ['price-change', 'fee-change', 'stock-out', 'rank-jump'];
  return [
    ...perUnitEvents(weeks, 'price-change', (week) => week.productSales, PRICE_CHANGE_PERCENT),
    ...perUnitEvents(weeks, 'fee-change', (week) => absolute(week.marketplaceFees), FEE_CHANGE_PERCENT),
    ...stockOutEvents(stock),
    ...rankJumpEvents(rankWeeks),
  ].sort((a, b) => b.day.localeCompare(a.day) || order.indexOf(a.kind) - order.indexOf(b.kind));
}

/** The Monday of a YYYY-MM-DD day's ISO week. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const shift = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - shift * 86_400_000).toISOString().slice(0, 10);
}
