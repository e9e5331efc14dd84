// The periods the evaluators measure over, all counted in UTC days from the evaluation's clock:
// the last complete month is the one the P&L's `last-1-months` shows (docs/profit-loss.md).
import { addMonths, isoDateOfDayNumber, isoDayNumber, resolvePeriod } from '@brandlens/reporting-core';

export interface DayWindow {
  /** First and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export interface MonthWindow extends DayWindow {
  /** YYYY-MM of the first and the last month. */
  firstMonth: string;
  lastMonth: string;
}

export const utcDayOf = (now: Date) => now.toISOString().slice(0, 10);

function monthsFrom(firstMonth: string, lastMonth: string): MonthWindow {
  const resolved = resolvePeriod(`${firstMonth}..${lastMonth}`, firstMonth);
  if (!resolved.ok) throw new Error(resolved.message);
  return { ...resolved.period, firstMonth, lastMonth };
}

/** The month before the clock's month. */
export function lastCompleteMonth(now: Date): MonthWindow {
  const month = addMonths(utcDayOf(now).slice(0, 7), -1);
  return monthsFrom(month, month);
}

/** The `count` months just before `window`'s first month. */
export function monthsBefore(window: MonthWindow, count: number): MonthWindow {
  return monthsFrom(addMonths(window.firstMonth, -count), addMonths(window.firstMonth, -1));
}

/** `length` days ending `endsDaysAgo` days before the clock's day (0: ending today). */
export function daysEnding(now: Date, length: number, endsDaysAgo = 0): DayWindow {
  const last = isoDayNumber(utcDayOf(now)) - endsDaysAgo;
  return { from: isoDateOfDayNumber(last - length + 1), to: isoDateOfDayNumber(last) };
}

/** 'from 2026-10-01 to 2026-10-31', or the month itself for one whole month. */
export function describeWindow(window: DayWindow | MonthWindow): string {
  if ('firstMonth' in window) {
    return window.firstMonth === window.lastMonth ? window.firstMonth : `${window.firstMonth} to ${window.lastMonth}`;
  }
  return `${window.from} to ${window.to}`;
}
