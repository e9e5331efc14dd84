// Step one of every products read: the query as sent → the statement filters the P&L pipeline
// takes (posted basis, monthly), or a 422 that says why not.
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { resolveAdPeriod } from '../advertising/ad-filters.ts';
import { ALL_BRANDS, type StatementFilters } from '../profit-loss/profit-loss-params.ts';

export const PRODUCTS_READ_DEADLINE_MS = 15_000;

export interface ProductQuery {
  targetCurrency?: string | undefined;
  period: string;
  marketplace?: string | undefined;
  brand?: string | undefined;
}

export function resolveProductFilters(query: ProductQuery, auth: AuthContext, today: string): StatementFilters {
  return {
    basis: 'posted',
    currency: query.targetCurrency ?? auth.user.defaultCurrencyCode,
    view: 'MONTHLY',
    period: resolveAdPeriod(query.period, today),
    brand: query.brand === undefined || query.brand === ALL_BRANDS ? undefined : query.brand,
    marketplaceId: query.marketplace,
  };
}

/**
 * The P&L pipeline's loaders take a Database and use only its execute and select, which the
 * deadline's transaction has too: this lets them read in the same snapshot under the deadline.
 */
export const asDatabase = (reader: DatabaseReader) => reader as Database;
