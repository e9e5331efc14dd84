// Step one of the P&L pipeline: the query as sent → the filters the queries use, or a 422 that says why not.
import type { TProfitLossQuery } from '@brandlens/contracts';
import {
  checkDailySpan,
  isIsoDate,
  resolvePeriod,
  type ResolvedPeriod,
  type TAggregationView,
} from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { periodInvalid } from './profit-loss.errors.ts';

export const ALL_BRANDS = 'all';

/** posted: every row on its posted day; order: rows of known orders on their order day (docs/profit-loss.md). */
export type TBasis = TProfitLossQuery['basis'];

export interface StatementFilters {
  basis: TBasis;
  currency: string;
  view: TAggregationView;
  period: ResolvedPeriod;
  /** undefined: 'all'. */
  brand: string | undefined;
  marketplaceId: string | undefined;
  /** One SKU's rows only (the product pages); undefined for the statements. */
  sku?: string | undefined;
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A period parameter, or a single day (a DAILY cell). */
export function parsePeriod(text: string, today: string): ResolvedPeriod {
  const day = text.trim();
  const resolved = isIsoDate(day) ? resolvePeriod(`${day}..${day}`, today) : resolvePeriod(text, today);
  if (!resolved.ok) throw periodInvalid(resolved.message);
  return resolved.period;
}

export function resolveStatementFilters(query: TProfitLossQuery, auth: AuthContext, today: string): StatementFilters {
  const period = parsePeriod(query.period, today);
  const spanProblem = checkDailySpan(period, query.aggregationView);
  if (spanProblem) throw periodInvalid(spanProblem);
  return {
    basis: query.basis,
    currency: query.targetCurrency ?? auth.user.defaultCurrencyCode,
    view: query.aggregationView,
    period,
    brand: query.brand === ALL_BRANDS ? undefined : query.brand,
    marketplaceId: query.marketplace,
  };
}
