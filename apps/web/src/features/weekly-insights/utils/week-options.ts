import { isoWeekOf, parseIsoWeek, shiftWeek, weeksEndingWith, type IsoWeek } from '@brandlens/reporting-core';
import { formatDate } from '../../../lib/format/format-date-time';

/** How many ended weeks the week picker offers, newest first. */
export const WEEKS_OFFERED = 52;

/** '2026-W44 · 26 Oct – 1 Nov 2026' */
export function weekLabel(week: Pick<IsoWeek, 'week' | 'start' | 'end'>): string {
  const start = formatDate(week.start).replace(/ \d{4}$/, '');
  return `${week.week} · ${start} – ${formatDate(week.end)}`;
}

/** The ended weeks before `today` (YYYY-MM-DD, UTC), newest first, plus `selected` when older. */
export function weekOptions(today: string, selected: string | undefined): Array<{ value: string; label: string }> {
  const lastEnded = shiftWeek(isoWeekOf(today), -1);
  const weeks = weeksEndingWith(lastEnded, WEEKS_OFFERED).reverse();
  const chosen = selected ? parseIsoWeek(selected) : null;
  if (chosen && !weeks.some((week) => week.week === chosen.week)) weeks.push(chosen);
  return weeks.map((week) => ({ value: week.week, label: weekLabel(week) }));
}
