/**
 * The `period` parameter of the P&L reports and the buckets it is split
 * into. Days are the days of the ledger (the settlement's posted date, the
 * marketplace's local day); a month is YYYY-MM of those days.
 *
 *   2026-01..2026-10          whole months, both ends included
 *   2026-03                   one month
 *   2026-03-01..2026-03-15    days, both ends included
 *   last-3-months             the 3 complete months before the current one
 */
import { isIsoDate, isoDateOfDayNumber, isoDayNumber } from '../iso-date.ts';

export const AGGREGATION_VIEWS = ['MONTHLY', 'DAILY'] as const;
export type TAggregationView = (typeof AGGREGATION_VIEWS)[number];

export const PERIOD_FORMATS_HINT =
  'Use YYYY-MM..YYYY-MM, YYYY-MM, YYYY-MM-DD..YYYY-MM-DD or last-N-months (N from 1 to 120)';
export const MAX_MONTHS = 120;
export const MAX_DAILY_DAYS = 366;
export const DEFAULT_PERIOD = 'last-12-months';

export interface ResolvedPeriod {
  /** First and last day, YYYY-MM-DD, both included. */
  readonly from: string;
  readonly to: string;
}

export type PeriodResult = { ok: true; period: ResolvedPeriod } | { ok: false; message: string };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const LAST_MONTHS = /^last-(\d{1,3})-months?$/;

function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** The month `count` months after YYYY-MM (negative goes back). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function monthsBetween(first: string, last: string): number {
  const [y1, m1] = first.split('-').map(Number) as [number, number];
  const [y2, m2] = last.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1) + 1;
}

function monthRange(first: string, last: string): PeriodResult {
  if (last < first) return { ok: false, message: `The period ends (${last}) before it starts (${first})` };
  if (monthsBetween(first, last) > MAX_MONTHS)
    return { ok: false, message: `A period spans at most ${MAX_MONTHS} months` };
  return { ok: true, period: { from: `${first}-01`, to: lastDayOfMonth(last) } };
}

/** Dates outside these years are typing mistakes, and year 0 is not a date PostgreSQL accepts. */
export const FIRST_YEAR = 1990;
export const LAST_YEAR = 2199;

function withinYears(result: PeriodResult): PeriodResult {
  if (!result.ok) return result;
  const { from, to } = result.period;
  if (Number(from.slice(0, 4)) < FIRST_YEAR || Number(to.slice(0, 4)) > LAST_YEAR) {
    return { ok: false, message: `A period lies between the years ${FIRST_YEAR} and ${LAST_YEAR}` };
  }
  return result;
}

/** Reads a `period` parameter; `today` (YYYY-MM-DD) anchors last-N-months. */
export function resolvePeriod(text: string, today: string): PeriodResult {
  return withinYears(readPeriod(text, today));
}

function readPeriod(text: string, today: string): PeriodResult {
  const value = text.trim();
  const last = LAST_MONTHS.exec(value);
  if (last) {
    const count = Number(last[1]);
    if (count < 1 || count > MAX_MONTHS) return { ok: false, message: `last-N-months takes N from 1 to ${MAX_MONTHS}` };
    const previous = addMonths(today.slice(0, 7), -1);
    return monthRange(addMonths(previous, 1 - count), previous);
  }
  if (MONTH.test(value)) return monthRange(value, value);
  const [start = '', end, ...rest] = value.split('..');
  if (end !== undefined && rest.length === 0) {
    if (MONTH.test(start) && MONTH.test(end)) return monthRange(start, end);
    if (isIsoDate(start) && isIsoDate(end)) {
      if (end < start) return { ok: false, message: `The period ends (${end}) before it starts (${start})` };
      return { ok: true, period: { from: start, to: end } };
    }
  }
  return { ok: false, message: `"${text}" is not a period. ${PERIOD_FORMATS_HINT}` };
}

/** The bucket key of a day: YYYY-MM for MONTHLY, the day itself for DAILY. */
export function bucketOf(day: string, view: TAggregationView): string {
  return view === 'MONTHLY' ? day.slice(0, 7) : day;
}

/** Every bucket of the period in order, so that empty months or days show as zero rather than go missing. */
export function bucketsOf(period: ResolvedPeriod, view: TAggregationView): string[] {
  if (view === 'MONTHLY') {
    const first = period.from.slice(0, 7);
    const count = monthsBetween(first, period.to.slice(0, 7));
    return Array.from({ length: count }, (_, index) => addMonths(first, index));
  }
  const start = isoDayNumber(period.from);
  const count = isoDayNumber(period.to) - start + 1;
  return Array.from({ length: count }, (_, index) => isoDateOfDayNumber(start + index));
}

/** A DAILY view over more than MAX_DAILY_DAYS days is refused with this message; undefined when fine. */
export function checkDailySpan(period: ResolvedPeriod, view: TAggregationView): string | undefined {
  if (view !== 'DAILY') return undefined;
  const days = isoDayNumber(period.to) - isoDayNumber(period.from) + 1;
  return days > MAX_DAILY_DAYS
    ? `A DAILY view spans at most ${MAX_DAILY_DAYS} days; this period has ${days}`
    : undefined;
}
