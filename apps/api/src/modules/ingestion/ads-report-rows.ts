// Reads the rows of a Sponsored Products console report into day rows, the
// whole file before anything is stored: the first bad row refuses the file
// with its line and the reason. The file's own cells decide how its dates and
// amounts are written (see ads-report-values.ts), the marketplace's locale
// when they do not; a row that sums several days (time unit Summary) and a
// currency other than the marketplace's are refused.
import {
  FIELD_LABELS,
  NOT_AN_AD_REPORT,
  readAdReportHeader,
  type AdReportColumns,
  type AdReportField,
  type TAdReportType,
} from './ads-report-columns.ts';
import type { CellRow } from './ads-report-file.ts';
import {
  markOfLocale,
  markShownBy,
  amountBody,
  orderOfLocale,
  orderShownBy,
  readAmount,
  readCount,
  readDayCell,
  readText,
  slashDay,
  type DateOrder,
  type DayCell,
  type DecimalMark,
} from './ads-report-values.ts';

export interface AdReportRow {
  line: number;
  /** YYYY-MM-DD */
  day: string;
  /** '' in a performance over time report, which has no campaigns. */
  campaignName: string;
  /** '' when the report has no ad groups. */
  adGroupName: string;
  asin: string;
  sku: string;
  /** The search term, targeting expression or placement of a breakdown report; '' otherwise. */
  dimension: string;
  matchType: string;
  impressions: number;
  clicks: number;
  orders: number;
  units: number;
  /** Decimal strings. */
  spend: string;
  sales: string;
}

export interface AdReportPlace {
  marketplaceName: string;
  currency: string;
  /** The marketplace's locale, e.g. 'de_DE'. */
  locale: string;
  /** The latest day a row may have: tomorrow (UTC), as a marketplace east of UTC is a day ahead. */
  latestDay: string;
}

export interface ParsedAdReport {
  type: TAdReportType;
  rows: AdReportRow[];
  firstDay: string;
  lastDay: string;
}

export class AdReportRowError extends Error {
  readonly line: number | null;
  readonly reason: string;
  constructor(line: number | null, reason: string) {
    super(reason);
    this.name = 'AdReportRowError';
    this.line = line;
    this.reason = reason;
  }
}

export const SUMMARY_REFUSED = 'This report sums several days per row: download it again with the time unit Daily.';

const cellOf = (row: CellRow, columns: AdReportColumns, field: AdReportField) => {
  const index = columns[field];
  return index === undefined ? undefined : row.cells[index];
};

type SlashCell = Extract<DayCell, { kind: 'slash' }>;

/** The file's 'nn/nn/yyyy' order: proven by one of its dates, else the marketplace's; refused when mixed or open. */
function resolveDateOrder(slashes: Array<{ line: number; cell: SlashCell }>, place: AdReportPlace): DateOrder {
  let proof: { order: DateOrder; line: number } | undefined;
  for (const { line, cell } of slashes) {
    const order = orderShownBy(cell);
    if (!order) continue;
    if (proof && proof.order !== order) {
      throw new AdReportRowError(
        line,
        `this date is written ${order === 'day-first' ? 'day first' : 'month first'}, line ${proof.line}'s the other way round: the dates of this file are mixed up.`,
      );
    }
    proof ??= { order, line };
  }
  const order = proof?.order ?? orderOfLocale(place.locale);
  const [first] = slashes;
  if (!order && first) {
    const { cell } = first;
    throw new AdReportRowError(
      first.line,
      `the date ${cell.first}/${cell.second}/${cell.year} may be read day first or month first, and neither the other dates of the file nor the marketplace (${place.marketplaceName}) tell which: download the report again as .xlsx, or with the console set to English (United States).`,
    );
  }
  return order ?? 'day-first';
}

/** The file's decimal mark: shown by one of its amounts, else the marketplace's; refused when mixed. */
function resolveDecimalMark(rows: readonly CellRow[], columns: AdReportColumns, place: AdReportPlace): DecimalMark {
  let proof: { mark: DecimalMark; line: number } | undefined;
  for (const row of rows) {
    for (const field of ['spend', 'sales'] as const) {
      const cell = cellOf(row, columns, field);
      if (typeof cell !== 'string') continue;
      const body = amountBody(cell)?.body;
      const mark = body === undefined ? undefined : markShownBy(body);
      if (!mark) continue;
      if (proof && proof.mark !== mark) {
        throw new AdReportRowError(
          row.line,
          `${FIELD_LABELS[field]} "${cell.trim()}" writes a decimal ${mark === ',' ? 'comma' : 'point'}, line ${proof.line} a decimal ${proof.mark === ',' ? 'comma' : 'point'}: the amounts of this file are mixed up.`,
        );
      }
      proof ??= { mark, line: row.line };
    }
  }
  return proof?.mark ?? markOfLocale(place.locale);
}

function dayOf(cell: DayCell, raw: unknown, order: DateOrder, label: string): string {
  const read = cell.kind === 'slash' ? slashDay(cell, order) : cell;
  if (read.kind !== 'day') throw new Error(`${label} "${readText(raw as string).slice(0, 40)}" is not a date`);
  return read.day;
}

/** The day of a row: its Date, or its Start Date when the row covers that one day alone. */
function rowDay(row: CellRow, columns: AdReportColumns, order: DateOrder): string {
  if (columns.date !== undefined) {
    const raw = cellOf(row, columns, 'date');
    return dayOf(readDayCell(raw), raw, order, 'Date');
  }
  const start = cellOf(row, columns, 'startDate');
  const end = cellOf(row, columns, 'endDate');
  const startDay = dayOf(readDayCell(start), start, order, 'Start Date');
  const endDay = dayOf(readDayCell(end), end, order, 'End Date');
  if (endDay < startDay) throw new Error(`End Date ${endDay} is before Start Date ${startDay}`);
  if (endDay !== startDay) throw new Error(SUMMARY_REFUSED);
  return startDay;
}

const REQUIRED_TEXT: Record<TAdReportType, readonly AdReportField[]> = {
  'sp-campaigns': ['campaign'],
  'sp-advertised-product': ['campaign', 'adGroup', 'asin'],
  'sp-search-term': ['campaign', 'adGroup', 'searchTerm'],
  'sp-targeting': ['campaign', 'adGroup', 'targeting'],
  'sp-placement': ['campaign', 'placement'],
  'sp-performance': [],
};
const DIMENSION: Partial<Record<TAdReportType, AdReportField>> = {
  'sp-search-term': 'searchTerm',
  'sp-targeting': 'targeting',
  'sp-placement': 'placement',
};

function readRow(
  row: CellRow,
  type: TAdReportType,
  columns: AdReportColumns,
  format: { order: DateOrder; mark: DecimalMark },
  place: AdReportPlace,
): AdReportRow {
  const day = rowDay(row, columns, format.order);
  if (day > place.latestDay) throw new Error(`the day ${day} is in the future`);
  const currency = readText(cellOf(row, columns, 'currency')).toUpperCase();
  if (currency && currency !== place.currency) {
    throw new Error(
      `Currency ${currency} is not the currency of the marketplace ${place.marketplaceName} (${place.currency}): upload the report for the marketplace of its currency (field marketplaceId).`,
    );
  }
  const text = (field: AdReportField) => readText(cellOf(row, columns, field));
  for (const field of REQUIRED_TEXT[type]) if (!text(field)) throw new Error(`${FIELD_LABELS[field]} is empty`);
  const count = (field: AdReportField) => {
    const read = readCount(cellOf(row, columns, field), format.mark);
    if (!read.ok) throw new Error(`${FIELD_LABELS[field]}: ${read.reason}`);
    return read.value;
  };
  const amount = (field: AdReportField) => {
    const read = readAmount(cellOf(row, columns, field), format.mark);
    if (!read.ok) throw new Error(`${FIELD_LABELS[field]}: ${read.reason}`);
    return read.value;
  };
  const dimension = DIMENSION[type];
  return {
    line: row.line,
    day,
    campaignName: text('campaign'),
    adGroupName: text('adGroup'),
    asin: text('asin').toUpperCase(),
    sku: text('sku'),
    dimension: dimension ? text(dimension) : '',
    matchType: type === 'sp-search-term' || type === 'sp-targeting' ? text('matchType') : '',
    impressions: count('impressions'),
    clicks: count('clicks'),
    orders: count('orders'),
    units: count('units'),
    spend: amount('spend'),
    sales: amount('sales'),
  };
}

/** Every row of the report read, or AdReportRowError for the first one that is not. */
export function parseAdReport(rows: readonly CellRow[], place: AdReportPlace): ParsedAdReport {
  const [header, ...data] = rows;
  if (!header) throw new AdReportRowError(null, 'The file is empty.');
  const detected = readAdReportHeader(header.cells);
  if (!detected) {
    throw new AdReportRowError(header.line, NOT_AN_AD_REPORT);
  }
  if (!detected.ok) throw new AdReportRowError(header.line, detected.reason);
  if (data.length === 0) throw new AdReportRowError(null, 'The report has no rows under its header.');
  const { type, columns } = detected;
  const slashes: Array<{ line: number; cell: SlashCell }> = [];
  for (const row of data) {
    for (const field of ['date', 'startDate', 'endDate'] as const) {
      const cell = readDayCell(cellOf(row, columns, field));
      if (cell.kind === 'slash') slashes.push({ line: row.line, cell });
    }
  }
  const format = { order: resolveDateOrder(slashes, place), mark: resolveDecimalMark(data, columns, place) };
  const read = data.map((row) => {
    try {
      return readRow(row, type, columns, format, place);
    } catch (error) {
      throw new AdReportRowError(row.line, (error as Error).message);
    }
  });
  const days = read.map((row) => row.day).sort();
  return { type, rows: read, firstDay: days[0] ?? '', lastDay: days[days.length - 1] ?? '' };
}
