// The cells of an advertising console report as the console writes them in
// each locale: days ('Nov 01, 2026', '2026-11-01', '11/01/2026', '01.11.2026',
// '01/11/2026', or a date cell of a workbook), amounts with a currency symbol
// or code, a decimal point or comma and thousands separators, and counts.
// Whether '01/11/2026' is the 1st of November and whether '1,234' is a
// thousand, the file decides by its other cells; when they do not, the
// marketplace's locale does (decided in ads-report-rows.ts).
import type { XlsxCell } from '../../platform/files/xlsx-rows.ts';

export type DateOrder = 'month-first' | 'day-first';
export type DecimalMark = '.' | ',';

export type DayCell =
  { kind: 'day'; day: string } | { kind: 'slash'; first: number; second: number; year: number } | { kind: 'bad' };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (value: number) => String(value).padStart(2, '0');

function calendarDay(year: number, month: number, day: number): DayCell {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { kind: 'bad' };
  return { kind: 'day', day: `${year}-${pad(month)}-${pad(day)}` };
}

/** A workbook date serial (1900 system) that a sheet kept as a plain number. */
const isDateSerial = (value: number) => Number.isInteger(value) && value > 36_000 && value < 80_000;

/** What a date cell says, leaving day/month order open for 'nn/nn/yyyy'. */
export function readDayCell(cell: XlsxCell | undefined): DayCell {
  if (cell instanceof Date) return { kind: 'day', day: cell.toISOString().slice(0, 10) };
  if (typeof cell === 'number') {
    if (!isDateSerial(cell)) return { kind: 'bad' };
    return { kind: 'day', day: new Date(Math.round((cell - 25_569) * 86_400_000)).toISOString().slice(0, 10) };
  }
  // A time after the day (a workbook's '2026-11-01 00:00:00') says nothing more.
  const text = String(cell ?? '')
    .trim()
    .replace(/[T ]00:00(:00)?(\.0+)?Z?$/, '');
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (match) return calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (match) return calendarDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return { kind: 'slash', first: Number(match[1]), second: Number(match[2]), year: Number(match[3]) };
  match = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf((match[1] ?? '').toLowerCase()) + 1;
    return month > 0 ? calendarDay(Number(match[3]), month, Number(match[2])) : { kind: 'bad' };
  }
  match = /^(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1;
    return month > 0 ? calendarDay(Number(match[3]), month, Number(match[1])) : { kind: 'bad' };
  }
  return { kind: 'bad' };
}

/** The day of a 'nn/nn/yyyy' cell once the file's order is known. */
export function slashDay(cell: Extract<DayCell, { kind: 'slash' }>, order: DateOrder): DayCell {
  const [month, day] = order === 'month-first' ? [cell.first, cell.second] : [cell.second, cell.first];
  return calendarDay(cell.year, month, day);
}

/** The order a 'nn/nn/yyyy' date proves by itself (a part above 12), if any. */
export function orderShownBy(cell: Extract<DayCell, { kind: 'slash' }>): DateOrder | undefined {
  if (cell.first > 12 && cell.second <= 12) return 'day-first';
  if (cell.second > 12 && cell.first <= 12) return 'month-first';
  return undefined;
}

/** A currency symbol or code before or after the number: '$', '€', 'EUR', 'R$', 'kr', 'zł'. */
const AFFIX = String.raw`(?:\p{Sc}|[A-Z]{3}|[A-Z]{1,2}\p{Sc}|kr|zł)`;
const AMOUNT = new RegExp(String.raw`^(-)?${AFFIX}?(-)?([\d.,]+)${AFFIX}?$`, 'u');

/** The digits and separators of an amount, without currency and spaces; undefined when it is not one. */
export function amountBody(text: string): { negative: boolean; body: string } | undefined {
  const match = AMOUNT.exec(text.replace(/[\s\u00a0\u202f']/g, ''));
  if (!match?.[3] || !/\d/.test(match[3])) return undefined;
  return { negative: Boolean(match[1] ?? match[2]), body: match[3] };
}

/** The decimal mark an amount's body proves by itself ('12,50', '1.234,5' → ','), if any. */
export function markShownBy(body: string): DecimalMark | undefined {
  if (/,\d{1,2}$|,\d{4,}$|\.\d{3},/.test(body)) return ',';
  if (/\.\d{1,2}$|\.\d{4,}$|,\d{3}\./.test(body)) return '.';
  return undefined;
}

/** '1,234.56' with mark '.' or '1.234,56' with ',' → '1234.56'; undefined when the separators do not fit. */
function plainDecimal(body: string, mark: DecimalMark): string | undefined {
  const group = mark === '.' ? ',' : '.';
  const [whole = '', fraction, extra] = body.split(mark);
  if (extra !== undefined) return undefined;
  const isGrouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole);
  if (!isGrouped && !/^\d+$/.test(whole)) return undefined;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return undefined;
  const digits = whole.split(group).join('');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

export type ValueResult = { ok: true; value: string } | { ok: false; reason: string };

/** A money amount as a decimal string; a blank cell is 0 (the console leaves some zero cells empty). */
export function readAmount(cell: XlsxCell | undefined, mark: DecimalMark): ValueResult {
  if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''))
    return { ok: true, value: '0' };
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { ok: false, reason: `"${cell}" is not an amount` };
    if (cell < 0) return { ok: false, reason: `${cell} is negative` };
    // The shortest text of a workbook's double is the amount the console wrote ('12.34').
    const text = String(cell);
    return { ok: true, value: /e/i.test(text) ? cell.toFixed(6) : text };
  }
  const text = String(cell).trim();
  const parts = amountBody(text);
  const value = parts ? plainDecimal(parts.body, mark) : undefined;
  if (!parts || value === undefined) return { ok: false, reason: `"${text.slice(0, 40)}" is not an amount` };
  if (parts.negative && /[1-9]/.test(value)) return { ok: false, reason: `"${text.slice(0, 40)}" is negative` };
  return { ok: true, value };
}

export type CountResult = { ok: true; value: number } | { ok: false; reason: string };

/** A count (impressions, clicks, orders, units); blank is 0, thousands separators of the file's locale allowed. */
export function readCount(cell: XlsxCell | undefined, mark: DecimalMark): CountResult {
  if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''))
    return { ok: true, value: 0 };
  const fail = (): CountResult => ({
    ok: false,
    reason: `"${String(cell).trim().slice(0, 40)}" is not a whole number`,
  });
  if (typeof cell === 'number') return Number.isSafeInteger(cell) && cell >= 0 ? { ok: true, value: cell } : fail();
  if (cell instanceof Date) return fail();
  const text = cell.replace(/[\s\u00a0\u202f']/g, '');
  const plain = /^\d+$/.test(text) ? text : plainDecimal(text, mark);
  if (plain === undefined || !/^\d+$/.test(plain)) return fail();
  const value = Number(plain);
  return Number.isSafeInteger(value) ? { ok: true, value } : fail();
}

/** The text of a name cell (campaign, ad group, ASIN, ...), trimmed. */
export const readText = (cell: XlsxCell | undefined): string =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '').trim();

const COMMA_LANGUAGES = new Set(['de', 'fr', 'it', 'es', 'nl', 'sv', 'pl', 'tr', 'pt']);

/** The decimal mark of a marketplace's locale ('de_DE' → ','), for a file whose amounts do not show theirs. */
export const markOfLocale = (locale: string): DecimalMark =>
  COMMA_LANGUAGES.has(locale.slice(0, 2).toLowerCase()) ? ',' : '.';

/** The date order of a marketplace's locale; undefined where both are in use (Canada). */
export function orderOfLocale(locale: string): DateOrder | undefined {
  if (locale === 'en_US') return 'month-first';
  if (locale === 'en_CA' || locale === 'fr_CA' || locale === '') return undefined;
  return 'day-first';
}
