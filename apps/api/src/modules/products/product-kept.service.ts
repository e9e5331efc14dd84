// Per-product statements kept in this process (ADR 0040): what a products read computed from the
// SKU-level rollups, used again by later reads while the database shows no change of the seller's
// figures, and no change of the rates of the period, that the snapshot it was computed at missed.
import type { Statement } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import type { StatementFilters } from '../profit-loss/profit-loss-params.ts';
import { KeptValues, keptValue } from '../profit-loss/kept-values.service.ts';

/**
 * Per seller, filters (the resolved period included) and what was grouped. A catalogue's map is
 * about 1 kB per product; one product's months, weeks or days a few hundred kB at most.
 */
const kept = new KeptValues<Map<string, Statement>>(300);

/**
 * The statements of `what` for `filters`: the kept ones when still right for this read's snapshot,
 * else computed by `compute` in this read and kept (keptValue). Callers must not change the map
 * they get: later reads share it.
 */
export async function keptProductStatements(
  reader: DatabaseReader,
  sellerId: string,
  filters: StatementFilters,
  what: string,
  compute: () => Promise<Map<string, Statement>>,
): Promise<Map<string, Statement>> {
  const key = `${sellerId}|${JSON.stringify(filters)}|${what}`;
  return keptValue(kept, reader, key, { sellerId, period: filters.period }, compute);
}
