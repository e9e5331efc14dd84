// The ratios of the weekly metrics, computed exactly on integers and rounded once.
import { divideRounded, formatDecimal, pow10 } from '../decimal.ts';

/** numerator / denominator × 100 with `scale` decimals; null when the denominator is 0. */
export function ratioPercent(numerator: bigint, denominator: bigint, scale = 2): string | null {
  if (denominator === 0n) return null;
  return formatDecimal({ units: divideRounded(numerator * 100n * pow10(scale), denominator), scale });
}

/** An amount in minor units per unit, in minor units (rounded); null without units. */
export function amountPerUnit(minor: bigint, units: number): bigint | null {
  return units === 0 ? null : divideRounded(minor, BigInt(units));
}

/** Minor units as a decimal string of the currency's digits. */
export function minorToDecimal(minor: bigint, digits: number): string {
  return formatDecimal({ units: minor, scale: digits });
}

/** A decimal string as minor units of `digits` (rounded half away from zero). */
export function decimalToMinor(text: string, digits: number): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a decimal number`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  const scaled =
    fraction.length <= digits
      ? units * pow10(digits - fraction.length)
      : divideRounded(units, pow10(fraction.length - digits));
  return sign ? -scaled : scaled;
}
