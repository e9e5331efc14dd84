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
