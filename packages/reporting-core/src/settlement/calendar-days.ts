// The calendar checks the settlement date parsers share: whether a year, month
// and day make a real day in the years settlement reports can hold, and that
// day written YYYY-MM-DD.

/** Settlement reports exist since the 2000s; a year outside this range is a typo, not history. */
const MIN_YEAR = 1990;
const MAX_YEAR = 2200;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isValidDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (DAYS_IN_MONTH[month - 1] ?? 0) + (month === 2 && isLeap ? 1 : 0);
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
export const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
