/**
 * Exact decimals for FX and costs: a value is an integer count of 10^-scale
 * units in a bigint, so products and quotients are computed on integers and
 * rounded once, on purpose, never through a float.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

export function isDecimalString(text: string): boolean {
  return DECIMAL.test(text);
}

/** Parses "-12.3400" or "7"; anything else (exponents, commas, spaces inside) is an error. */
export function parseDecimal(text: string): Decimal {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a decimal number`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** 10^0 … 10^39, computed once: statements scale amounts millions of times. */
const POWERS_OF_TEN = Array.from({ length: 40 }, (_, exponent) => 10n ** BigInt(exponent));

export function pow10(exponent: number): bigint {
  return POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
}

/** numerator / denominator rounded half away from zero (the usual commercial rounding). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new Error('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** The same value with `scale` decimal places, rounded half away from zero when digits are dropped. */
export function rescale(value: Decimal, scale: number): Decimal {
  if (scale >= value.scale) return { units: value.units * pow10(scale - value.scale), scale };
  return { units: divideRounded(value.units, pow10(value.scale - scale)), scale };
}

/** Plain decimal text with exactly `value.scale` decimal places. */
export function formatDecimal(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = value.scale === 0 ? digits : digits.slice(0, -value.scale);
  const fraction = value.scale === 0 ? '' : `.${digits.slice(-value.scale)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Decimal text without trailing fraction zeros, keeping at least `minScale` places ("1.50", "0.8416"). */
export function formatDecimalTrimmed(value: Decimal, minScale = 0): string {
  const text = formatDecimal(value);
  if (value.scale <= minScale) return text;
  const shortest = text.length - (value.scale - minScale);
  let end = text.length;
  while (end > shortest && text.charCodeAt(end - 1) === 48 /* 0 */) end -= 1;
  if (text.charCodeAt(end - 1) === 46 /* . */) end -= 1;
  return text.slice(0, end);
}
