import { parseDecimal, pow10, type Decimal } from '../decimal.ts';

const EXPONENT_FORM = /^([+-])?(\d+)(?:\.(\d+))?e([+-]\d+)$/i;
const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The exact decimal a caller means: a decimal string as written ("4.95", "-0.5", ".5"), or a
 * finite number through its shortest round-trip text (4.95 is "4.95", not the binary
 * 4.9500000000000001776...). Returns null for anything else.
 */
export function exactDecimal(value: number | string): Decimal | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    const exponent = EXPONENT_FORM.exec(text);
    if (!exponent) return parseDecimal(text);
    const [, sign, whole = '0', fraction = '', power = '0'] = exponent;
    const digits = BigInt(whole + fraction);
    const units = sign === '-' ? -digits : digits;
    const scale = fraction.length - Number(power);
    return scale >= 0 ? { units, scale } : { units: units * pow10(-scale), scale: 0 };
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!PLAIN_DECIMAL.test(text)) return null;
  const normalised = text.replace(/^([+-]?)\./, '$10.').replace(/\.$/, '');
  return parseDecimal(normalised);
}

/** -1, 0 or 1 as a is below, equal to or above b, exactly. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = a.units * pow10(scale - a.scale);
  const right = b.units * pow10(scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}
