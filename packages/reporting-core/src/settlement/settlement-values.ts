// Cell parsers for settlement flat files: exact decimal amounts (point or
// comma), the settlement date forms of SOURCES.md §9 and locale short dates.
// Each returns a value or a reason; nothing here uses floating point.

/** Amounts are carried as bigint ten-thousandths, the scale of the ledger's numeric(18, 4). */
export const AMOUNT_SCALE = 4;
const SCALE_FACTOR = 10n ** BigInt(AMOUNT_SCALE);
const MAX_ABS_SCALED = 10n ** 18n - 1n;

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

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

/** Settlement reports exist since the 2000s; a year outside this range is a typo, not history. */
const MIN_YEAR = 1990;
const MAX_YEAR = 2200;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isValidDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (DAYS_IN_MONTH[month - 1] ?? 0) + (month === 2 && isLeap ? 1 : 0);
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/**
 * A settlement date: `YYYY-MM-DD HH:MM:SS UTC`, ISO-8601 with an offset or Z,
 * `DD.MM.YYYY[ HH:MM:SS][ UTC]`, or a bare `YYYY-MM-DD`. Returns an ISO instant.
 */
export function parseSettlementDate(text: string): Parsed<string> {
  const value = text.trim();
  const fast = parseCommonDate(value, text);
  if (fast !== undefined) return fast;
  let match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?\s*(UTC|GMT|Z|[+-]\d{2}:?\d{2})?$/i.exec(
      value,
    );
  let parts: [number, number, number, number, number, number] | undefined;
  let zone = 'UTC';
  if (match) {
    parts = [
      Number(match[1]),
      Number(match[2]),
      Number(match[3]),
      Number(match[4] ?? 0),
      Number(match[5] ?? 0),
      Number(match[6] ?? 0),
    ];
    zone = (match[8] ?? 'UTC').toUpperCase();
  } else {
    match = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?\s*(UTC|GMT)?$/i.exec(value);
    if (match) {
      parts = [
        Number(match[3]),
        Number(match[2]),
        Number(match[1]),
        Number(match[4] ?? 0),
        Number(match[5] ?? 0),
        Number(match[6] ?? 0),
      ];
    }
  }
  if (!parts) return fail(`"${text}" is not a date (expected YYYY-MM-DD HH:MM:SS UTC, ISO-8601 or DD.MM.YYYY)`);
  const [year, month, day, hour, minute, second] = parts;
  if (!isValidDate(year, month, day) || hour > 23 || minute > 59 || second > 59)
    return fail(`"${text}" is not a valid date`);
  const offsetMinutes = zoneOffsetMinutes(zone);
  const instant = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  return ok(new Date(instant).toISOString());
}

/** The number written by `length` ASCII digits at `start`, or -1. */
function digitsAt(value: string, start: number, length: number): number {
  let number = 0;
  for (let index = start; index < start + length; index += 1) {
    const digit = value.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * The forms nearly every line of a report writes, read without regular expressions: an import
 * parses millions of them (`2024-03-01 10:00:00 UTC`, `2024-03-01T10:00:00+00:00`, `…Z`, `…-07:00`).
 * Undefined for anything else, which the general parser reads; a form read here gives exactly
 * what the general parser gives.
 */
function parseCommonDate(value: string, text: string): Parsed<string> | undefined {
  if (value.length < 19 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return undefined;
  const separator = value.charCodeAt(10);
  if ((separator !== 32 && separator !== 84) || value.charCodeAt(13) !== 58 || value.charCodeAt(16) !== 58)
    return undefined;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  const hour = digitsAt(value, 11, 2);
  const minute = digitsAt(value, 14, 2);
  const second = digitsAt(value, 17, 2);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return undefined;
  const zone = value.slice(19);
  let offsetMinutes = 0;
  if (zone.length === 6 && (zone[0] === '+' || zone[0] === '-') && zone.charCodeAt(3) === 58) {
    const hours = digitsAt(zone, 1, 2);
    const minutes = digitsAt(zone, 4, 2);
    if (hours < 0 || minutes < 0) return undefined;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
  } else if (zone !== '' && zone !== ' UTC' && zone !== 'Z' && zone !== ' GMT') return undefined;
  if (!isValidDate(year, month, day) || hour > 23 || minute > 59 || second > 59)
    return fail(`"${text}" is not a valid date`);
  // What toISOString writes for a UTC time in these years, without building a Date.
  if (offsetMinutes === 0) return ok(`${value.slice(0, 10)}T${value.slice(11, 19)}.000Z`);
  return ok(new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000).toISOString());
}

function zoneOffsetMinutes(zone: string): number {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** How a file writes its slash short dates: month first (the docs) or day first (EU samples). */
export type ShortDateOrder = 'MDY' | 'DMY';

const SHORT_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/** What one posted-date value says about the file's order: 'MDY', 'DMY', 'either' or 'none' (not a slash date). */
export function shortDateEvidence(text: string): ShortDateOrder | 'either' | 'none' {
  const match = SHORT_DATE.exec(text.trim());
  if (!match) return 'none';
  const first = Number(match[1]);
  const second = Number(match[2]);
  if (first > 12 && second <= 12) return 'DMY';
  if (second > 12 && first <= 12) return 'MDY';
  return 'either';
}

/** A posted date: slash short date in the file's order, DD.MM.YYYY, or any settlement date form. Returns YYYY-MM-DD. */
// Posted dates repeat on every row of a day: each distinct value is read once.
const postedDates = new Map<string, Parsed<string>>();

export function parsePostedDate(text: string, order: ShortDateOrder): Parsed<string> {
  const cacheKey = `${order}${text}`;
  let parsed = postedDates.get(cacheKey);
  if (parsed === undefined) {
    if (postedDates.size >= 4096) postedDates.clear();
    parsed = readPostedDate(text, order);
    postedDates.set(cacheKey, parsed);
  }
  return parsed;
}

function readPostedDate(text: string, order: ShortDateOrder): Parsed<string> {
  const value = text.trim();
  const short = SHORT_DATE.exec(value);
  if (short) {
    const first = Number(short[1]);
    const second = Number(short[2]);
    const yearText = short[3] ?? '';
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    const [month, day] = order === 'MDY' ? [first, second] : [second, first];
    if (!isValidDate(year, month, day))
      return fail(`"${text}" is not a valid date (${order === 'MDY' ? 'MM/DD/YY' : 'DD/MM/YY'})`);
    return ok(isoDay(year, month, day));
  }
  const full = parseSettlementDate(value);
  if (!full.ok) return fail(`"${text}" is not a date (expected MM/DD/YY, DD/MM/YY, DD.MM.YYYY or YYYY-MM-DD)`);
  const hasTime = /\d{2}:\d{2}/.test(value);
  // A bare date is a calendar day; with a time it is an instant, whose UTC day we keep.
  return ok(
    hasTime ? full.value.slice(0, 10) : isoDay(...(value.includes('.') ? dottedParts(value) : dashedParts(value))),
  );
}

function dottedParts(value: string): [number, number, number] {
  const [day = 0, month = 0, year = 0] = value.slice(0, 10).split('.').map(Number);
  return [year, month, day];
}

function dashedParts(value: string): [number, number, number] {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  return [year, month, day];
}

const NO_QUANTITY: Parsed<number | null> = ok(null);

/** quantity-purchased: empty or a whole number. */
export function parseQuantity(text: string): Parsed<number | null> {
  if (text === '') return NO_QUANTITY;
  const value = text.trim();
  if (value === '') return NO_QUANTITY;
  if (!/^-?\d{1,9}$/.test(value)) return fail(`quantity "${text}" is not a whole number`);
  return ok(Number(value));
}
