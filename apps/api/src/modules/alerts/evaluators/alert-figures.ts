// Exact arithmetic for the figures of an alert: amounts stay decimal strings and ratios are
// computed on integers and rounded once (half away from zero), never through a float. The
// measured value handed to the runner is the rounded percentage read as a number.
import {
  divideRounded,
  formatDecimal,
  minorDigits,
  parseDecimal,
  pow10,
  rescale,
  type Decimal,
} from '@brandlens/reporting-core';

export const decimalOf = (text: string): Decimal => parseDecimal(text);
export const wholeOf = (value: number | bigint): Decimal => ({ units: BigInt(value), scale: 0 });

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [rescale(a, scale).units, rescale(b, scale).units, scale];
}

export function minus(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x - y, scale };
}

export function times(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export const negated = (value: Decimal): Decimal => ({ units: -value.units, scale: value.scale });
export const isPositive = (value: Decimal) => value.units > 0n;

/** numerator / denominator × 100 with two decimals ('12.50'); null when the denominator is zero. */
export function percentOf(numerator: Decimal, denominator: Decimal): string | null {
  const [n, d] = aligned(numerator, denominator);
  if (d === 0n) return null;
  return formatDecimal({ units: divideRounded(n * 10_000n, d), scale: 2 });
}

/** An amount in the currency's minor digits ('12.3400' USD → '12.34'). */
export function moneyText(amount: Decimal | string, currency: string): string {
  const value = typeof amount === 'string' ? parseDecimal(amount) : amount;
  return formatDecimal(rescale(value, minorDigits(currency)));
}

/** amount / units in the currency's minor digits. */
export function perUnitText(amount: Decimal, units: number, currency: string): string {
  const digits = minorDigits(currency);
  const quotient = divideRounded(amount.units * pow10(digits), pow10(amount.scale) * BigInt(units));
  return formatDecimal({ units: quotient, scale: digits });
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const [x, y] = aligned(a, b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** A fraction as a percentage with two decimals ('0.012' → '1.20'). */
export function fractionAsPercent(fraction: Decimal): string {
  return formatDecimal(rescale({ units: fraction.units * 100n, scale: fraction.scale }, 2));
}
