// The date windows behind the brand score (docs/brand-valuation.md), all
// anchored on the UTC day the request is answered: whole months for the
// trailing periods, whole days for the last 30 days.
import { addMonths, isoDateOfDayNumber, isoDayNumber, type ResolvedPeriod } from '@brandlens/reporting-core';

export interface ValuationWindows {
  /** The 12 complete months before the current one. */
  readonly trailing12Months: ResolvedPeriod;
  /** The 12 months before those (Shopify revenue year over year). */
  readonly previous12Months: ResolvedPeriod;
  /** The last complete month. */
  readonly lastMonth: ResolvedPeriod;
  /** The 30 days before today (today excluded). */
  readonly last30Days: ResolvedPeriod;
  /** The 18 complete months before the current one. */
  readonly last18Months: ResolvedPeriod;
  /** Every month of the trailing 12 months, YYYY-MM, in order. */
  readonly months: readonly string[];
}

function lastDayOf(month: string): string {
  return isoDateOfDayNumber(isoDayNumber(`${addMonths(month, 1)}-01`) - 1);
}

/** The `count` complete months ending with `lastMonth`. */
function monthsEnding(lastMonth: string, count: number): ResolvedPeriod {
  return { from: `${addMonths(lastMonth, 1 - count)}-01`, to: lastDayOf(lastMonth) };
}

export function valuationWindows(today: string): ValuationWindows {
  const previousMonth = addMonths(today.slice(0, 7), -1);
  const trailing12Months = monthsEnding(previousMonth, 12);
  const todayNumber = isoDayNumber(today);
  return {
    trailing12Months,
    previous12Months: monthsEnding(addMonths(previousMonth, -12), 12),
    lastMonth: monthsEnding(previousMonth, 1),
    last30Days: { from: isoDateOfDayNumber(todayNumber - 30), to: isoDateOfDayNumber(todayNumber - 1) },
    last18Months: monthsEnding(previousMonth, 18),
    months: Array.from({ length: 12 }, (_, index) => addMonths(previousMonth, index - 11)),
  };
}

export const isWithin = (day: string, window: ResolvedPeriod) => day >= window.from && day <= window.to;
