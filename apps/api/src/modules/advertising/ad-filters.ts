// Step one of every advertising read: the query as sent → the period, currency, marketplace and
// ad product the queries use, or a 422 that says why not.
import type { TAdFilters, TAdProduct } from '@brandlens/contracts';
import {
  isIsoDate,
  isoDateOfDayNumber,
  isoDayNumber,
  MAX_DAILY_DAYS,
  resolvePeriod,
  type ResolvedPeriod,
} from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { periodInvalid } from '../profit-loss/profit-loss.errors.ts';

export const AD_PERIOD_HINT =
  'Use YYYY-MM-DD..YYYY-MM-DD, YYYY-MM..YYYY-MM, YYYY-MM, last-N-days (N from 1 to 3660) or last-N-months (N from 1 to 120)';
export const MAX_LAST_DAYS = 3660;

export interface AdScope {
  sellerId: string;
  from: string;
  to: string;
  /** undefined: every marketplace. */
  marketplaceId: string | undefined;
  /** undefined: every ad product. */
  adProduct: TAdProduct | undefined;
}

export interface AdFilters {
  currency: string;
  period: ResolvedPeriod;
  marketplaceId: string | undefined;
  adProduct: TAdProduct | undefined;
}

const LAST_DAYS = /^last-(\d{1,5})-days?$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const LAST_MONTHS = /^last-\d{1,3}-months?$/;

export const addDays = (day: string, days: number) => isoDateOfDayNumber(isoDayNumber(day) + days);
export const daysIn = (period: ResolvedPeriod) => isoDayNumber(period.to) - isoDayNumber(period.from) + 1;

/**
 * A period parameter: the P&L's forms, plus last-N-days, the N complete days before `today`
 * (today's figures are still coming in).
 */
export function resolveAdPeriod(text: string, today: string): ResolvedPeriod {
  const value = text.trim();
  const lastDays = LAST_DAYS.exec(value);
  if (lastDays) {
    const count = Number(lastDays[1]);
    if (count < 1 || count > MAX_LAST_DAYS) throw periodInvalid(`last-N-days takes N from 1 to ${MAX_LAST_DAYS}`);
    return { from: addDays(today, -count), to: addDays(today, -1) };
  }
  const [start = '', end, ...rest] = value.split('..');
  const isRange =
    end !== undefined &&
    rest.length === 0 &&
    ((MONTH.test(start) && MONTH.test(end)) || (isIsoDate(start) && isIsoDate(end)));
  if (!isRange && !MONTH.test(value) && !LAST_MONTHS.test(value)) {
    throw periodInvalid(`"${text}" is not a period. ${AD_PERIOD_HINT}`);
  }
  const resolved = resolvePeriod(value, today);
  if (!resolved.ok) throw periodInvalid(resolved.message);
  return resolved.period;
}

/** The period of as many days just before (the KPIs' comparison). */
export function previousPeriodOf(period: ResolvedPeriod): ResolvedPeriod {
  return { from: addDays(period.from, -daysIn(period)), to: addDays(period.from, -1) };
}

/** A read per day (the DAILY view, the PPC report) covers at most MAX_DAILY_DAYS days. */
export function checkDaySpan(period: ResolvedPeriod, what: string): void {
  const days = daysIn(period);
  if (days > MAX_DAILY_DAYS) {
    throw periodInvalid(
      `${what} spans at most ${MAX_DAILY_DAYS} days; this period has ${days}. Choose a shorter period.`,
    );
  }
}

export function resolveAdFilters(query: TAdFilters, auth: AuthContext, today: string): AdFilters {
  return {
    currency: query.targetCurrency ?? auth.user.defaultCurrencyCode,
    period: resolveAdPeriod(query.period, today),
    marketplaceId: query.marketplace,
    adProduct: query.adProduct === 'all' ? undefined : query.adProduct,
  };
}

export function scopeOf(sellerId: string, filters: AdFilters, period = filters.period): AdScope {
  return {
    sellerId,
    from: period.from,
    to: period.to,
    marketplaceId: filters.marketplaceId,
    adProduct: filters.adProduct,
  };
}
