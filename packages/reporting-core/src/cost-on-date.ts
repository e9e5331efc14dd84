/** One unit landed cost of a SKU, valid from a day (YYYY-MM-DD) until the next entry of the same SKU. */
export interface CostEntry {
  readonly sku: string;
  readonly unitLandedCost: string;
  readonly currency: string;
  readonly validFrom: string;
}

/**
 * The cost a sale on `date` (its order date, YYYY-MM-DD) carries: the entry of
 * that SKU with the latest validFrom on or before the date; undefined when the
 * SKU had no cost yet on that day.
 */
export function costOnDate<T extends CostEntry>(costs: readonly T[], sku: string, date: string): T | undefined {
  let best: T | undefined;
  for (const cost of costs) {
    if (cost.sku !== sku || cost.validFrom > date) continue;
    if (!best || cost.validFrom > best.validFrom) best = cost;
  }
  return best;
}
