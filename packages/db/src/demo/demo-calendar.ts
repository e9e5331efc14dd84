// Days are counted as whole UTC days since 1970-01-01 ("epoch days"), so the
// generator never depends on the machine's time zone or clock.

const DAY_MS = 86_400_000;
export const SETTLEMENT_DAYS = 14;

/** Inclusive epoch days of the demo period. */
export interface DemoRange {
  firstDay: number;
  lastDay: number;
}

/** One settlement period: inclusive epoch days; the file's end date is the midnight after `endDay`. */
export interface DemoPeriod {
  index: number;
  startDay: number;
  endDay: number;
}

export interface DayParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
}

export function dayParts(epochDay: number): DayParts {
  const date = new Date(epochDay * DAY_MS);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** Months since year 0, so consecutive months differ by one. */
export function monthKey(epochDay: number): number {
  const { year, month } = dayParts(epochDay);
  return year * 12 + month - 1;
}

export function epochDayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function isoDay(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/**
 * `months` whole calendar months ending on `endDate` (YYYY-MM-DD), by default the
 * last day of the month before `now`.
 */
export function resolveDemoRange(now: Date, months: number, endDate?: string): DemoRange {
  const end = endDate ?? isoDay(epochDayOf(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(end);
  if (!match) throw new Error(`end date "${end}" is not YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const lastDay = epochDayOf(year, month, day);
  if (isoDay(lastDay) !== end) throw new Error(`end date "${end}" is not a calendar day`);
  return { firstDay: epochDayOf(year, month - months + 1, 1), lastDay };
}

/** Settlements every 14 days from the first day; the last one closes on the range's last day. */
export function settlementPeriods(range: DemoRange): DemoPeriod[] {
  const periods: DemoPeriod[] = [];
  for (let startDay = range.firstDay; startDay <= range.lastDay; startDay += SETTLEMENT_DAYS) {
    periods.push({ index: periods.length, startDay, endDay: Math.min(startDay + SETTLEMENT_DAYS - 1, range.lastDay) });
  }
  return periods;
}

/** The day in [startDay, endDay] whose day of month is `dayOfMonth`, if any. */
export function findDayOfMonth(period: DemoPeriod, dayOfMonth: number): number | undefined {
  for (let day = period.startDay; day <= period.endDay; day += 1) {
    if (dayParts(day).day === dayOfMonth) return day;
  }
  return undefined;
}
