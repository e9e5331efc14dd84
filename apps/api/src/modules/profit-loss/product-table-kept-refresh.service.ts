// Keeps a seller's product table months ready after its data changed (ADR 0048), as the
// statement's are (ADR 0037): every scope the seller has kept months of is read again over its
// kept months, which computes and keeps again the months a change outdated and mends those a
// change of a few SKUs touched; and the scopes a first visit reads (ADR 0049), kept or not yet.
// Reads never wait for this; it only spares the next reader that work.
import type { Database } from '@brandlens/db';
import { defaultFiltersOf } from './kept-defaults.queries.ts';
import { loadKeptProductFigures } from './kept-groups.service.ts';
import { todayUtc, type StatementFilters } from './profit-loss-params.ts';
import { findKeptProductScopes } from './product-table-kept.queries.ts';
import { MAX_SCOPES_REFRESHED } from './statement-kept-refresh.service.ts';
import { lastDayOfMonth } from './statement-months.ts';

/** Refreshes the seller's default and kept product scopes; answers how many scopes were read. */
export async function refreshKeptProductTables(db: Database, sellerId: string, today = todayUtc()): Promise<number> {
  const kept = (await findKeptProductScopes(db, sellerId)).map(({ scope, first, last }): StatementFilters => ({
    basis: scope.basis,
    currency: scope.currency,
    view: 'MONTHLY',
    period: { from: first, to: lastDayOfMonth(last) },
    brand: scope.brand === '' ? undefined : scope.brand,
    marketplaceId: scope.marketplaceId === '' ? undefined : scope.marketplaceId,
  }));
  const scopes = [...(await defaultFiltersOf(db, sellerId, today)), ...kept].slice(0, MAX_SCOPES_REFRESHED);
  // A scope that fails (a read past its deadline) is left to its next reader; the others go on.
  for (const filters of scopes) await loadKeptProductFigures(db, sellerId, filters, today).catch(() => undefined);
  return scopes.length;
}
