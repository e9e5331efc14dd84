// Which days the sync asks Amazon for (docs/amazon-ads-sync.md): the last 60
// days on the first sync, then once a day the new days plus the 3 before them,
// whose attribution still moves, and the day that leaves those 3 (pulled a last
// time, final). Days are the profile's: Amazon reports in its time zone. A
// report covers at most 31 days. Pure date arithmetic on 'YYYY-MM-DD' text.

export const BACKFILL_DAYS = 60;
/** The days re-pulled daily and marked estimated. */
export const REPULL_DAYS = 3;
export const MAX_REPORT_DAYS = 31;

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Yesterday in the profile's time zone (UTC when Amazon names one this runtime does not know). */
export function lastFullDay(timezone: string, now: Date): string {
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    today = now.toISOString().slice(0, 10);
  }
  return addDays(today, -1);
}

/** The first day still estimated when `lastDay` is the latest day reported. */
export const estimatedFrom = (lastDay: string) => addDays(lastDay, -(REPULL_DAYS - 1));

/** from..to cut into consecutive windows of at most 31 days, oldest first. */
export function reportWindows(from: string, to: string): Array<{ startDay: string; endDay: string }> {
  const windows: Array<{ startDay: string; endDay: string }> = [];
  for (let start = from; start <= to; start = addDays(start, MAX_REPORT_DAYS)) {
    const end = addDays(start, MAX_REPORT_DAYS - 1);
    windows.push({ startDay: start, endDay: end < to ? end : to });
  }
  return windows;
}

export interface ReportCoverage {
  /** The last day of the reports downloaded and stored; null before the first. */
  completedThrough: string | null;
  /** The last day asked for by a report not failed (open or stored). */
  requestedThrough: string | null;
  /** Reports Amazon is still making. */
  openCount: number;
}

/** The windows to ask for now: none while a report is open or once today's days are asked for. */
export function windowsDue(coverage: ReportCoverage, lastDay: string) {
  if (coverage.openCount > 0) return [];
  if (coverage.requestedThrough !== null && coverage.requestedThrough >= lastDay) return [];
  const backfillFrom = addDays(lastDay, -(BACKFILL_DAYS - 1));
  let from = backfillFrom;
  if (coverage.completedThrough !== null) {
    const next = addDays(coverage.completedThrough, 1);
    const repull = addDays(lastDay, -REPULL_DAYS);
    from = next < repull ? next : repull;
    if (from < backfillFrom) from = backfillFrom;
  }
  return daysBetween(from, lastDay) < 0 ? [] : reportWindows(from, lastDay);
}
