// Which days of a statement's period come from kept months and which are computed live (ADR 0037).
import { isoDateOfDayNumber, isoDayNumber } from '@brandlens/reporting-core';

export interface DayRange {
  from: string;
  to: string;
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
/** The last day of the month of `month` (any day of it). */
export const lastDayOfMonth = (month: string) => {
  const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return new Date(Date.UTC(year, monthIndex, 0)).toISOString().slice(0, 10);
};
const nextDay = (day: string) => isoDateOfDayNumber(isoDayNumber(day) + 1);

/** The complete months inside the period that are over before `today`: the ones worth keeping. */
export function completeMonths(from: string, to: string, today: string): string[] {
  const months: string[] = [];
  for (let month = monthOf(from); month <= to; month = nextDay(lastDayOfMonth(month))) {
    const last = lastDayOfMonth(month);
    if (month >= from && last <= to && last < today) months.push(month);
  }
  return months;
}

/** The period's days not covered by `kept` months, as contiguous ranges. */
export function uncoveredRanges(from: string, to: string, kept: ReadonlySet<string>): DayRange[] {
  const ranges: DayRange[] = [];
  let start: string | undefined;
  let day = from;
  while (day <= to) {
    const month = monthOf(day);
    const monthEnd = lastDayOfMonth(month);
    if (day === month && kept.has(month)) {
      if (start !== undefined) ranges.push({ from: start, to: isoDateOfDayNumber(isoDayNumber(day) - 1) });
      start = undefined;
      day = nextDay(monthEnd);
      continue;
    }
    start ??= day;
    day = nextDay(monthEnd < to ? monthEnd : to);
  }
  if (start !== undefined) ranges.push({ from: start, to });
  return ranges;
}
