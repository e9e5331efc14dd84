// The per-product pipeline's groups (loadGroups), kept in this process per seller, filters and
// grouping, and used again while nothing they are made of has changed unseen by the snapshot
// they were computed at (keptValue, ADR 0037). The first read after a change still converts
// every SKU-level daily sum of the period.
import type { Database } from '@brandlens/db';
import type { GroupInputs } from '@brandlens/reporting-core';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { KeptValues, keptValue } from './kept-values.service.ts';
import type { StatementFilters } from './profit-loss-params.ts';
import { loadGroups } from './profit-loss.service.ts';
import { STATEMENT_READ_DEADLINE_MS } from './statement-sums.service.ts';

/** A few hundred kB each for a seller with a thousand products. */
const kept = new KeptValues<Map<string, GroupInputs>>(100);

/**
 * loadGroups under the statement's read deadline, in one snapshot, kept under `keptAs` (the
 * caller's name for its `groupsOf`: the same name must always mean the same grouping).
 */
export async function loadKeptGroups(
  db: Database,
  sellerId: string,
  filters: StatementFilters,
  keptAs: string,
  groupsOf: (row: { day: string; marketplaceId: string; sku: string }) => readonly string[],
  byProduct = false,
): Promise<Map<string, GroupInputs>> {
  const key = `${keptAs}|${sellerId}|${byProduct}|${JSON.stringify(filters)}`;
  return withReadDeadline(db, { ms: STATEMENT_READ_DEADLINE_MS, what: 'The product figures' }, (reader) =>
    keptValue(kept, reader, key, { sellerId, period: filters.period }, () =>
      loadGroups(reader, sellerId, filters, groupsOf, byProduct),
    ),
  );
}
