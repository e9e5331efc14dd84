// ISO 8601 weeks (Monday to Sunday; week 1 holds the year's first Thursday), as YYYY-Www.
import { isoDateOfDayNumber, isoDayNumber } from '../iso-date.ts';

export interface IsoWeek {
  /** YYYY-Www, e.g. 2026-W45. */
  readonly week: string;
  /** Its Monday, YYYY-MM-DD. */
  readonly start: string;
  /** Its Sunday, YYYY-MM-DD. */
  readonly end: string;
}

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** Monday of the week of a day: 1970-01-01 was a Thursday (day number 0). */
export function weekStartOf(day: string): string {
  const number = isoDayNumber(day);
  const weekday = (((number + 3) % 7) + 7) % 7; // 0 = Monday
  return isoDateOfDayNumber(number - weekday);
}

export function isoWeekOf(day: string): IsoWeek {
  const start = weekStartOf(day);
  const thursday = isoDateOfDayNumber(isoDayNumber(start) + 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursdayWeek = weekStartOf(`${year}-01-04`);
  const index = (isoDayNumber(start) - isoDayNumber(firstThursdayWeek)) / 7 + 1;
  return {
    week: `${year}-W${String(index).padStart(2, '0')}`,
    start,
    end: isoDateOfDayNumber(isoDayNumber(start) + 6),
  };
}

/** The week a YYYY-Www names; null when it is not one (2026-W54, 2025-W53: 2025 has 52 weeks). */
export function parseIsoWeek(text: string): IsoWeek | null {
  const match = ISO_WEEK.exec(text.trim());
  if (!match) return null;
  const [, year = '', index = ''] = match;
  const number = Number(index);
  if (number < 1 || number > 53) return null;
  const start = isoDateOfDayNumber(isoDayNumber(weekStartOf(`${year}-01-04`)) + (number - 1) * 7);
  const week = isoWeekOf(start);
  return week.week === text.trim() ? week : null;
}

/** The week `count` weeks after (negative: before) this one. */
export function shiftWeek(week: IsoWeek, count: number): IsoWeek {
  return isoWeekOf(isoDateOfDayNumber(isoDayNumber(week.start) + count * 7));
}

/** The `count` weeks ending with `last`, oldest first. */
export function weeksEndingWith(last: IsoWeek, count: number): IsoWeek[] {
  return Array.from({ length: count }, (_, index) => shiftWeek(last, index - count + 1));
}
