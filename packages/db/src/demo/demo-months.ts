// The months of a demo period in epoch days: where each one ends and starts.
import { dayParts, epochDayOf } from './demo-calendar.ts';

/** The last day of each month of [firstDay, lastDay], the last one capped at lastDay. */
export function monthEnds(firstDay: number, lastDay: number): number[] {
  const ends: number[] = [];
  let { year, month } = dayParts(firstDay);
  for (;;) {
    const end = Math.min(epochDayOf(year, month + 1, 1) - 1, lastDay);
    ends.push(end);
    if (end >= lastDay) return ends;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

export function monthStarts(firstDay: number, lastDay: number): number[] {
  return monthEnds(firstDay, lastDay).map((end) => epochDayOf(dayParts(end).year, dayParts(end).month, 1));
}
