// Amount cells of settlement flat files: exact decimal amounts, with a point or
// a comma as the decimal mark, carried as bigint ten-thousandths and written
// back as decimal text. Nothing here uses floating point.
import { fail, ok, type Parsed } from './parsed-cell.ts';

/** Amounts are carried as bigint ten-thousandths, the scale of the ledger's numeric(18, 4). */
export const AMOUNT_SCALE = 4;
const SCALE_FACTOR = 10n ** BigInt(AMOUNT_SCALE);
const MAX_ABS_SCALED = 10n ** 18n - 1n;

/**
 * "1234.56", "-95,00", "1.234,56", "1,234.56": with both marks the last one is
 * the decimal mark; a single mark is always the decimal mark ("1,234" is
 * 1.234); a repeated mark groups thousands ("1,234,567").
 */
export function parseAmount(text: string): Parsed<bigint> {
  const plain = plainAmount(text);
  if (plain !== undefined) return ok(plain);
  const value = text.trim();
  const match = /^([+-])?(\d{1,3}(?:([.,\s'])\d{3})(?:\3\d{3})*|\d+)(?:([.,])(\d{1,4}))?$/.exec(value);
  if (!match) return fail(`"${text}" is not an amount`);
  const [, sign, wholeWithGroups = '0', groupMark, decimalMark] = match;
  let fraction = match[5] ?? '';
  let whole = wholeWithGroups;
  if (groupMark && groupMark === decimalMark) return fail(`"${text}" is not an amount`);
  if (groupMark && !decimalMark && whole.split(groupMark).length === 2 && groupMark !== ' ' && groupMark !== "'") {
    [whole = '0', fraction = ''] = whole.split(groupMark);
  }
  whole = whole.replace(/[.,\s']/g, '');
  const scaled = BigInt(whole) * SCALE_FACTOR + BigInt(fraction.padEnd(AMOUNT_SCALE, '0'));
  if (scaled > MAX_ABS_SCALED) return fail(`"${text}" is too large`);
  return ok(sign === '-' ? -scaled : scaled);
}

/** Ten-thousandths below this are exact in a double: a plain amount up to it is summed without BigInt steps. */
const MAX_EXACT_SCALED = 2 ** 53;
const MAX_EXACT_BIGINT = BigInt(MAX_EXACT_SCALED);

/**
 * The form nearly every row writes, read without a regular expression: an optional minus, digits,
 * and an optional point with one to four decimals ("-12.34"). Undefined for any other form, which
 * parseAmount's general reading takes; a form read here gives what the general reading gives.
 */
function plainAmount(text: string): bigint | undefined {
  const length = text.length;
  let index = text.charCodeAt(0) === 45 ? 1 : 0;
  const firstDigit = index;
  let whole = 0;
  for (; index < length; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
  }
  const wholeDigits = index - firstDigit;
  if (wholeDigits === 0 || wholeDigits > 15) return undefined;
  let fraction = 0;
  let decimals = 0;
  if (index < length) {
    if (text.charCodeAt(index) !== 46) return undefined;
    for (index += 1; index < length; index += 1) {
      const digit = text.charCodeAt(index) - 48;
      if (digit < 0 || digit > 9 || decimals === AMOUNT_SCALE) return undefined;
      fraction = fraction * 10 + digit;
      decimals += 1;
    }
    if (decimals === 0) return undefined;
  }
  const scaled = whole * 10_000 + fraction * 10 ** (AMOUNT_SCALE - decimals);
  if (scaled >= MAX_EXACT_SCALED) return undefined;
  return BigInt(firstDigit === 1 ? -scaled : scaled);
}

/** A scaled amount as a decimal string with `digits` decimals (digits ≤ AMOUNT_SCALE), rounded half away from zero. */
export function formatAmount(scaled: bigint, digits = AMOUNT_SCALE): string {
  // Every ledger row is written with all its decimals: within a double's exact range that takes no BigInt steps.
  if (digits === AMOUNT_SCALE && scaled < MAX_EXACT_BIGINT && scaled > -MAX_EXACT_BIGINT) {
    const value = Number(scaled);
    const abs = Math.abs(value);
    const fraction = abs % 10_000;
    return `${value < 0 ? '-' : ''}${(abs - fraction) / 10_000}.${fraction < 1000 ? String(fraction).padStart(4, '0') : fraction}`;
  }
  const negative = scaled < 0n;
  let abs = negative ? -scaled : scaled;
  const drop = 10n ** BigInt(AMOUNT_SCALE - digits);
  abs = (abs + drop / 2n) / drop;
  const text = abs.toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : `.${text.slice(-digits)}`;
  return `${negative && abs !== 0n ? '-' : ''}${whole}${fraction}`;
}
