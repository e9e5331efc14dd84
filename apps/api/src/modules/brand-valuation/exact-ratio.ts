// Exact decimal arithmetic the indicators need beyond sums: quotients and
// proportional shares, on bigints, rounded once (half away from zero).
import { divideRounded, formatDecimal, parseDecimal, pow10, type Decimal } from '@brandlens/reporting-core';

/** Raw fractions (percentage indicators) carry 6 decimal places: 0.045123 is 4.5123 %. */
export const FRACTION_SCALE = 6;
/** Averages and weighted ranks carry 4 decimal places. */
export const AVERAGE_SCALE = 4;

/** a × b / c as a decimal with `scale` places; c must not be zero. */
function mulDiv(a: Decimal, b: Decimal, c: Decimal, scale: number): Decimal {
  // a.units·10^-a.scale × b.units·10^-b.scale / (c.units·10^-c.scale), expressed in 10^-scale units.
  const exponent = scale - a.scale - b.scale + c.scale;
  const numerator = a.units * b.units * (exponent > 0 ? pow10(exponent) : 1n);
  const denominator = c.units * (exponent < 0 ? pow10(-exponent) : 1n);
  return { units: divideRounded(numerator, denominator), scale };
}

const ONE: Decimal = { units: 1n, scale: 0 };

/** numerator / denominator with `scale` places; null when the denominator is zero. */
export function ratio(numerator: string, denominator: string, scale = FRACTION_SCALE): string | null {
  const d = parseDecimal(denominator);
  if (d.units === 0n) return null;
  return formatDecimal(mulDiv(parseDecimal(numerator), ONE, d, scale));
}

/** amount × part / whole with `scale` places (a proportional share); '0' scaled when whole is zero. */
export function share(amount: string, part: string, whole: string, scale: number): string {
  const w = parseDecimal(whole);
  if (w.units === 0n) return formatDecimal({ units: 0n, scale });
  return formatDecimal(mulDiv(parseDecimal(amount), parseDecimal(part), w, scale));
}

export const isPositive = (amount: string) => parseDecimal(amount).units > 0n;

/** The positive part of a decimal string ('0' for zero or less). */
export const positivePart = (amount: string) => (isPositive(amount) ? amount : '0');

/** a × b exactly. */
export function multiply(a: string, b: string): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return formatDecimal({ units: x.units * y.units, scale: x.scale + y.scale });
}
