// Keeps a seller's statement months ready after its data changed (ADR 0037): every scope the
// seller has kept months of is read again over its kept months, which computes and keeps again
// the months a change outdated; and the scopes a first visit reads (ADR 0049), kept or not yet.
// Reads never wait for this: an outdated month is recomputed by the read that finds it; the
// refresh only spares the next reader that wait.
import type { Database } from '@brandlens/db';
import { defaultFiltersOf } from './kept-defaults.queries.ts';
import { todayUtc, type StatementFilters } from './profit-loss-params.ts';
import { findKeptScopes } from './statement-kept.queries.ts';
import { lastDayOfMonth } from './statement-months.ts';
import { loadStatementSums } from './statement-sums.service.ts';

/** The scopes refreshed per seller: the defaults, then the filters most recently computed. */
export const MAX_SCOPES_REFRESHED = 24;

/** Refreshes the seller's default and kept scopes; answers how many scopes were read. */
export async function refreshKeptStatements(db: Database, sellerId: string, today = todayUtc()): Promise<number> {
  const kept = (await findKeptScopes(db, sellerId)).map(({ scope, first, last }): StatementFilters => ({
    basis: scope.basis,
    currency: scope.currency,
    view: scope.view,
    period: { from: first, to: lastDayOfMonth(last) },
    brand: scope.brand === '' ? undefined : scope.brand,
    marketplaceId: scope.marketplaceId === '' ? undefined : scope.marketplaceId,
  }));
  const scopes = [...(await defaultFiltersOf(db, sellerId, today)), ...kept].slice(0, MAX_SCOPES_REFRESHED);
  // A scope that fails (a read past its deadline) is left to its next reader; the others go on.
  for (const filters of scopes) await loadStatementSums(db, sellerId, filters, today).catch(() => undefined);
  return scopes.length;
}
