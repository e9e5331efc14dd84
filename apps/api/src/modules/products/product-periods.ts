// The periods a product chart or trend is zero-filled over.
import { isoDateOfDayNumber, isoDayNumber, type ResolvedPeriod } from '@brandlens/reporting-core';

export function daysOf(period: ResolvedPeriod): string[] {
  const days: string[] = [];
  for (let day = isoDayNumber(period.from); day <= isoDayNumber(period.to); day += 1)
    days.push(isoDateOfDayNumber(day));
  return days;
}

export function monthsOf(period: ResolvedPeriod): string[] {
  const months: string[] = [];
  let [year, month] = period.from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = period.to.slice(0, 7);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    months.push(text);
    if (text >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}
