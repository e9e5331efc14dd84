// Sales velocity over a window of days that ignores stock-out days, and its trend (docs/inventory.md).
// Velocity is kept as the exact ratio units sold / in-stock days, so every figure derived from it
// (cover, safety stock, reorder quantity) is rounded once, on integers, never through a float.
import { divideRounded, formatDecimal } from '../decimal.ts';

export interface StockDay {
  day: string /* YYYY-MM-DD */;
  units: number;
  /** stock figure of that day, null when none was recorded */
  fulfillable: number | null;
}

export type StockTrend = 'rising' | 'falling' | 'flat' | 'unknown';

/** Units sold on the in-stock days of a window, over those days: velocity = unitsSold / inStockDays. */
export interface Velocity {
  readonly unitsSold: number;
  readonly inStockDays: number;
}

export interface VelocityFigures {
  unitsPerDay: string;
  windowDays: number;
  inStockDays: number;
  unitsSold: number;
  trend: StockTrend;
  trendPercent: string | null;
}

/** A half of the window needs this many in-stock days before its rate says anything. */
const TREND_MIN_IN_STOCK_DAYS = 3;
/** Percent change (in tenths, as trendPercent is rounded) beyond which the trend is rising or falling. */
const TREND_THRESHOLD_TENTHS = 100n;

/**
 * A day with a stock figure is in stock when something was fulfillable or something sold (a sale
 * proves stock that morning); a day without a figure counts as in stock, as nothing says otherwise.
 */
export function isInStockDay(day: StockDay): boolean {
  return day.fulfillable === null || day.fulfillable > 0 || day.units > 0;
}

export function measureVelocity(days: readonly StockDay[]): Velocity {
  let unitsSold = 0;
  let inStockDays = 0;
  for (const day of days) {
    if (!isInStockDay(day)) continue;
    unitsSold += day.units;
    inStockDays += 1;
  }
  return { unitsSold, inStockDays };
}

export function hasSales(velocity: Velocity): boolean {
  return velocity.inStockDays > 0 && velocity.unitsSold > 0;
}

/** Division rounding toward −∞ (bigint division truncates toward zero); the divisor is positive. */
function floorDiv(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

/** velocity × days, rounded down or up, exactly. 0 with no in-stock days. */
export function unitsOver(velocity: Velocity, days: number, rounding: 'floor' | 'ceil'): number {
  if (velocity.inStockDays === 0) return 0;
  const numerator = BigInt(velocity.unitsSold) * BigInt(days);
  const denominator = BigInt(velocity.inStockDays);
  const result = rounding === 'floor' ? floorDiv(numerator, denominator) : -floorDiv(-numerator, denominator);
  return Number(result);
}

/** floor(units / velocity): the whole days `units` last at this velocity; null with no sales. */
export function daysCoveredBy(units: number, velocity: Velocity): number | null {
  if (!hasSales(velocity)) return null;
  return Number(floorDiv(BigInt(units) * BigInt(velocity.inStockDays), BigInt(velocity.unitsSold)));
}

/** The window's days oldest first; an odd window's middle day belongs to neither half of the trend. */
function halves(days: readonly StockDay[]): [StockDay[], StockDay[]] {
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const half = Math.floor(sorted.length / 2);
  return [sorted.slice(0, half), sorted.slice(sorted.length - half)];
}

/**
 * The second half's rate against the first's: (r2 − r1) / r1 × 100, rounded half away from zero to
 * one decimal; rising above +10.0, falling below −10.0, judged on that rounded figure so the word
 * and the number shown beside it always agree.
 */
export function measureTrend(days: readonly StockDay[]): { trend: StockTrend; trendPercent: string | null } {
  const [first, second] = halves(days).map(measureVelocity) as [Velocity, Velocity];
  const isTooShort = Math.min(first.inStockDays, second.inStockDays) < TREND_MIN_IN_STOCK_DAYS;
  if (isTooShort || first.unitsSold === 0) return { trend: 'unknown', trendPercent: null };
  // r2 / r1 − 1 = (u2 × d1 − u1 × d2) / (u1 × d2); × 1000 gives tenths of a percent.
  const u1 = BigInt(first.unitsSold);
  const d1 = BigInt(first.inStockDays);
  const u2 = BigInt(second.unitsSold);
  const d2 = BigInt(second.inStockDays);
  const tenths = divideRounded((u2 * d1 - u1 * d2) * 1000n, u1 * d2);
  const trend = tenths > TREND_THRESHOLD_TENTHS ? 'rising' : tenths < -TREND_THRESHOLD_TENTHS ? 'falling' : 'flat';
  return { trend, trendPercent: formatDecimal({ units: tenths, scale: 1 }) };
}

/** Units per in-stock day with two decimals, rounded half away from zero; '0.00' with no in-stock days. */
export function formatUnitsPerDay(velocity: Velocity): string {
  if (velocity.inStockDays === 0) return '0.00';
  const hundredths = divideRounded(BigInt(velocity.unitsSold) * 100n, BigInt(velocity.inStockDays));
  return formatDecimal({ units: hundredths, scale: 2 });
}

export function velocityFigures(window: readonly StockDay[]): { velocity: Velocity; figures: VelocityFigures } {
  const velocity = measureVelocity(window);
  return {
    velocity,
    figures: {
      unitsPerDay: formatUnitsPerDay(velocity),
      windowDays: window.length,
      inStockDays: velocity.inStockDays,
      unitsSold: velocity.unitsSold,
      ...measureTrend(window),
    },
  };
}
