import type { TableCellValue } from './data-table.types';

// Sorting compares the exact decimal strings the API sends. Converting '0.1' and '0.10000000000000001'
// to floats would call them equal, and large cent amounts lose digits past 2^53, so numbers are
// compared digit by digit instead: sign, then the length of the whole part, then the digits.

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

interface DecimalParts {
  isNegative: boolean;
  whole: string;
  fraction: string;
}

// Sorting 5,000 rows compares about 60,000 pairs; each text is split once, not on every comparison.
const partsCache = new Map<string, DecimalParts | null>();
const PARTS_CACHE_LIMIT = 50_000;

function decimalParts(text: string): DecimalParts | null {
  let parts = partsCache.get(text);
  if (parts === undefined) {
    if (partsCache.size >= PARTS_CACHE_LIMIT) partsCache.clear();
    parts = splitDecimal(text);
    partsCache.set(text, parts);
  }
  return parts;
}

function splitDecimal(text: string): DecimalParts | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', rawWhole = '', rawFraction = ''] = match;
  if (rawWhole === '' && rawFraction === '') return null;
  const whole = rawWhole.replace(/^0+/, '');
  const fraction = rawFraction.replace(/0+$/, '');
  // '-0.00' is zero, not below it.
  return { isNegative: sign === '-' && (whole !== '' || fraction !== ''), whole, fraction };
}

function compareMagnitude(a: DecimalParts, b: DecimalParts): number {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  // Without trailing zeros, the fractions compare as text: '5' (0.5) is above '49' (0.49).
  if (a.fraction !== b.fraction) return a.fraction < b.fraction ? -1 : 1;
  return 0;
}

export const isDecimalText = (text: string): boolean => decimalParts(text) !== null;

/**
 * -1, 0 or 1 as decimal text a is below, equal to or above b, exactly. Text that is not a decimal
 * sorts after every number (and among itself as text), so a stray value never breaks the order.
 */
export function compareDecimalStrings(a: string, b: string): number {
  const left = decimalParts(a);
  const right = decimalParts(b);
  if (!left || !right) {
    if (left) return -1;
    if (right) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (left.isNegative !== right.isNegative) return left.isNegative ? -1 : 1;
  const magnitude = compareMagnitude(left, right);
  return left.isNegative && magnitude !== 0 ? -magnitude : magnitude;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Names in dictionary order, 'SKU-2' before 'SKU-10'. */
export const compareText = (a: string, b: string): number => collator.compare(a, b);

/** The value sorting looks at: the decimal of a figure, the text of anything else; null is missing. */
export function sortValue(value: TableCellValue): string | undefined {
  if (value === null) return undefined;
  return typeof value === 'string' ? value : value.value;
}
