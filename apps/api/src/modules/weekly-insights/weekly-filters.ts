// Step one of every weekly read: the query as sent → the weeks, currency, marketplace and brand
// the reads use, or a 422 that says why not. Without a week, the last complete week with sales.
import type { TWeeklyFilters } from '@brandlens/contracts';
import { isoWeekOf, parseIsoWeek, shiftWeek, weeksEndingWith, type IsoWeek } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { ALL_BRANDS } from '../profit-loss/profit-loss-params.ts';
import { weekInvalid } from './weekly-insights.errors.ts';
import type { WeeklyFilters } from './weekly-figures.service.ts';
import { findLastSalesDay } from './weekly-signals.queries.ts';

export type TWeekChoice = 'requested' | 'lastWithData' | 'lastComplete';

export interface ResolvedWeeks extends WeeklyFilters {
  /** The last week of `weeks`: the one asked for, or the default. */
  week: IsoWeek;
  weekChoice: TWeekChoice;
  dataThrough: string | null;
}

/** The week a `week` parameter names; 422 when it is no ISO week or has not ended yet. */
export function parseWeekParameter(text: string, today: string): IsoWeek {
  const week = parseIsoWeek(text);
  if (!week) throw weekInvalid(`"${text}" is not an ISO week. Use YYYY-Www, e.g. ${isoWeekOf(today).week}.`);
  if (week.end >= today) {
    throw weekInvalid(`${week.week} has not ended yet; choose ${shiftWeek(isoWeekOf(today), -1).week} or earlier.`);
  }
  return week;
}

export async function resolveWeeks(
  reader: DatabaseReader,
  sellerId: string,
  query: TWeeklyFilters,
  options: { today: string; count: number; defaultCurrency: string },
): Promise<ResolvedWeeks> {
  const requested = query.week === undefined ? null : parseWeekParameter(query.week, options.today);
  const thisWeek = isoWeekOf(options.today);
  const dataThrough = await findLastSalesDay(reader, sellerId, thisWeek.start);
  const week = requested ?? (dataThrough ? isoWeekOf(dataThrough) : shiftWeek(thisWeek, -1));
  return {
    currency: query.targetCurrency ?? options.defaultCurrency,
    marketplaceId: query.marketplace,
    brand: query.brand === ALL_BRANDS ? undefined : query.brand,
    weeks: weeksEndingWith(week, options.count),
    week,
    weekChoice: requested ? 'requested' : dataThrough ? 'lastWithData' : 'lastComplete',
    dataThrough,
  };
}
