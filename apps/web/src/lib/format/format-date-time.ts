// Dates are always shown with an explicit time zone (SPEC §9: UTC by default), never with the
// browser's own zone or locale.

export const DEFAULT_TIME_ZONE = 'UTC';

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};

const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** '2024-03-12T14:05:00Z' → '12 Mar 2024, 14:05 UTC'. */
export function formatDateTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', { ...dateTimeOptions, timeZone }).format(new Date(iso));
}

/** '2024-03-12T23:30:00Z' → '12 Mar 2024'; a bare 'YYYY-MM-DD' is a calendar day and stays that day. */
export function formatDate(isoDateOrDateTime: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const isCalendarDay = /^\d{4}-\d{2}-\d{2}$/.test(isoDateOrDateTime);
  const date = new Date(isCalendarDay ? `${isoDateOrDateTime}T00:00:00Z` : isoDateOrDateTime);
  return new Intl.DateTimeFormat('en-GB', { ...dateOptions, timeZone: isCalendarDay ? 'UTC' : timeZone }).format(date);
}

/** '2024-03-12T14:05:00Z' → '12 Mar, 14:05 UTC': for a moment whose year the line already gives. */
export function formatDayTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year: _year, ...withoutYear } = dateTimeOptions;
  return new Intl.DateTimeFormat('en-GB', { ...withoutYear, timeZone }).format(new Date(iso));
}

const relativeTimeFormat = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How far `iso` is from `now`, in the largest whole unit: '5 minutes ago', 'in 2 hours', 'yesterday'. */
export function formatRelativeTime(iso: string, now: Date): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relativeTimeFormat.format(Math.trunc(seconds / size), unit);
  }
  return relativeTimeFormat.format(seconds, 'second');
}
