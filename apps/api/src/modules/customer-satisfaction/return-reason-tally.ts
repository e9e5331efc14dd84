// Return rows → reasons per listing, per brand and in total (docs/customer-satisfaction.md, "Return
// reasons"). A reason's share is its units / all units returned in the same row of the report, so
// the shares of a row add up to 1 (before rounding); the ledger's refunds play no part in it.
import { returnReasonLabel, type TReturnReasonShare } from '@brandlens/contracts';
import { integerRatio, SATISFACTION_FRACTION_SCALE } from '@brandlens/reporting-core';
import type { ReturnReasonRow } from './return-reasons.queries.ts';

export const TOP_RETURN_REASONS = 3;

/** Units per reason code. */
export type ReasonUnits = Map<string, number>;

export interface ReturnReasonTally {
  total: ReasonUnits;
  /** By listing key (satisfaction-listings.ts). */
  byListing: Map<string, ReasonUnits>;
  /** By brand owner id; null for products without a brand. */
  byOwner: Map<string | null, ReasonUnits>;
}

const add = (into: ReasonUnits, reason: string, units: number) => into.set(reason, (into.get(reason) ?? 0) + units);

/**
 * Adds each row to its listing, the listing's brand and the total; a row whose listing is not in
 * `owners` (another brand or ASIN than the filter's) is left out.
 */
export function tallyReturnReasons(
  rows: readonly ReturnReasonRow[],
  listingKeyOf: (row: ReturnReasonRow) => string,
  owners: ReadonlyMap<string, string | null>,
): ReturnReasonTally {
  const tally: ReturnReasonTally = { total: new Map(), byListing: new Map(), byOwner: new Map() };
  for (const row of rows) {
    const key = listingKeyOf(row);
    if (!owners.has(key)) continue;
    const owner = owners.get(key) ?? null;
    add(tally.total, row.reason, row.units);
    const listing = tally.byListing.get(key) ?? new Map<string, number>();
    add(listing, row.reason, row.units);
    tally.byListing.set(key, listing);
    const brand = tally.byOwner.get(owner) ?? new Map<string, number>();
    add(brand, row.reason, row.units);
    tally.byOwner.set(owner, brand);
  }
  return tally;
}

export const unitsOf = (reasons: ReasonUnits | undefined) =>
  [...(reasons?.values() ?? [])].reduce((sum, units) => sum + units, 0);

/** The reasons with their share of the units, most units first (then by code); `limit` keeps the first ones. */
export function reasonShares(reasons: ReasonUnits | undefined, limit = Infinity): TReturnReasonShare[] {
  const total = unitsOf(reasons);
  if (reasons === undefined || total <= 0) return [];
  return [...reasons]
    .filter(([, units]) => units > 0)
    .sort(([a, unitsA], [b, unitsB]) => unitsB - unitsA || a.localeCompare(b))
    .slice(0, limit)
    .map(([reason, units]) => ({
      reason,
      label: returnReasonLabel(reason),
      units,
      share: integerRatio(units, total, SATISFACTION_FRACTION_SCALE) ?? '0.000000',
    }));
}

/** The return-reason fields of a brand or product row. */
export const returnReasonFields = (reasons: ReasonUnits | undefined) => ({
  reportedReturns: unitsOf(reasons),
  topReturnReasons: reasonShares(reasons, TOP_RETURN_REASONS),
});
