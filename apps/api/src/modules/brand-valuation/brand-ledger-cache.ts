// What the brand valuation computed, kept in this process until a change (ADR
// 0039, as the portfolio keeps its figures, ADR 0027). An entry is only a
// candidate: the read checks in the database that no change of its seller's
// data or of the FX rates of its days is invisible to the snapshot it was
// computed at, else computes it again (brand-read-state.queries.ts). So kept
// values are never older than the data they come from.
import { KeptValues } from '../profit-loss/kept-values.service.ts';
import type { BrandLedgerSum, MissingRate, RefundedUnits } from './brand-ledger.queries.ts';

/** What the two ledger queries answered for one seller, currency and set of windows. */
export interface LedgerQueryResults {
  readonly sums: readonly BrandLedgerSum[];
  readonly missingRates: readonly MissingRate[];
  readonly refunds: readonly RefundedUnits[];
}

/**
 * The ledger queries' answers per seller, currency and windows: a few hundred kB each for a seller
 * with thousands of SKUs (product sums are a few lines per SKU), so tens of megabytes at most.
 */
export const keptLedgers = new KeptValues<LedgerQueryResults>(200);

/**
 * What was made of kept query results, per key (the brands and products it was made for): kept as
 * long as the results object itself is, so outdated results take theirs with them. A failure (a
 * missing rate) is not kept: it is made again, and thrown again, on each read.
 */
const outcomes = new WeakMap<LedgerQueryResults, Map<string, unknown>>();

/** At most this many outcomes per results object: brand configurations rarely change. */
const MAX_OUTCOMES = 8;

export function keptOutcome<T>(results: LedgerQueryResults, key: string, make: () => T): T {
  let byKey = outcomes.get(results);
  if (!byKey) {
    byKey = new Map();
    outcomes.set(results, byKey);
  }
  if (byKey.has(key)) return byKey.get(key) as T;
  const value = make();
  if (byKey.size >= MAX_OUTCOMES) byKey.clear();
  byKey.set(key, value);
  return value;
}
