// Posted-date cells, read into calendar days (YYYY-MM-DD): locale slash short
// dates, DD.MM.YYYY and the settlement date forms. A file's slash-date order
// (MM/DD/YY or DD/MM/YY) only shows across all its values, so the file check
// decides it from shortDateEvidence (settlement-file-check.ts).
import { isoDay, isValidDate } from './calendar-days.ts';
import { fail, ok, type Parsed } from './parsed-cell.ts';
import { parseSettlementDate } from './settlement-dates.ts';

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
