// The product table's converted sums for a period (ADR 0048): complete months from the kept rows
// still right for this read, with the lines of SKUs changed since (a cost, a brand) computed again;
// the rest (edge days, the current month, months not kept or outdated) computed live by the
// product sums' SQL in the same snapshot. Answers the months to keep and to mend, for the caller
// to write once its read-only transaction is over.
import type { ConversionLegs, ConvertedLineSum } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { findConvertedProductSums, monthBucketOf, skuOfProduct } from './asin-product-sums.queries.ts';
import type { StatementFilters } from './profit-loss-params.ts';
import type { ProductMonthMend } from './product-table-kept-writes.queries.ts';
import {
  findKeptProductSums,
  findValidProductMonths,
  type ProductMonth,
  type ProductScope,
} from './product-table-kept.queries.ts';
import { currentSnapshot } from './statement-kept.queries.ts';
import { completeMonths, lastDayOfMonth, uncoveredRanges, type DayRange } from './statement-months.ts';

/**
 * A kept month with more SKUs changed than this (a cost file of many SKUs, say) is computed again
 * whole rather than mended SKU by SKU.
 */
export const MAX_PATCHED_SKUS = 50;

export interface ProductSums {
  scope: ProductScope;
  /** Grouped by product key (marketplace, tab, SKU); legs grouped ''. */
  lines: ConvertedLineSum[];
  conversions: ConversionLegs[];
  /** Complete months computed whole by this read, to keep with `snapshot`. */
  toKeep: ProductMonth[];
  /** Kept months whose changed SKUs this read computed again, to mend with `snapshot`. */
  toMend: ProductMonthMend[];
  snapshot: string;
}

const emptyMonth = (month: string): ProductMonth => ({ month, lines: [], conversions: [] });

/** Monthly sums (groups from the `monthly` query) split per month, groups made product keys again. */
function byMonth(sums: { lines: ConvertedLineSum[]; conversions: ConversionLegs[] }): Map<string, ProductMonth> {
  const months = new Map<string, ProductMonth>();
  const monthFor = (month: string) => {
    let entry = months.get(month);
    if (!entry) months.set(month, (entry = emptyMonth(month)));
    return entry;
  };
  for (const line of sums.lines) {
    const { month, product } = monthBucketOf(line.group);
    monthFor(month).lines.push({ ...line, group: product });
  }
  for (const legs of sums.conversions) monthFor(legs.group).conversions.push({ ...legs, group: '' });
  return months;
}

/** Legs with the same currency and rates made one, spanning the days of all of them. */
export function mergeLegs(legs: readonly ConversionLegs[]): ConversionLegs[] {
  const merged = new Map<string, ConversionLegs>();
  const legKey = (leg: ConversionLegs['fromLeg']) => (leg ? `${leg.rateDate}|${leg.ratePerEur}|${leg.source}` : '');
  for (const leg of legs) {
    const key = `${leg.group}|${leg.currency}|${legKey(leg.fromLeg)}|${legKey(leg.toLeg)}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            firstDay: leg.firstDay < seen.firstDay ? leg.firstDay : seen.firstDay,
            lastDay: leg.lastDay > seen.lastDay ? leg.lastDay : seen.lastDay,
          }
        : leg,
    );
  }
  return [...merged.values()];
}

export async function loadProductSums(
  reader: DatabaseReader,
  sellerId: string,
  filters: StatementFilters,
  today: string,
): Promise<ProductSums> {
  const scope: ProductScope = {
    sellerId,
    basis: filters.basis,
    marketplaceId: filters.marketplaceId ?? '',
    brand: filters.brand ?? '',
    currency: filters.currency,
  };
  const { from, to } = filters.period;
  const wanted = completeMonths(from, to, today);
  const valid = await findValidProductMonths(reader, scope, wanted);
  for (const [month, { skus }] of valid) if (skus.length > MAX_PATCHED_SKUS) valid.delete(month);
  const compute = (range: DayRange, skus?: readonly string[]) =>
    findConvertedProductSums(reader, {
      basis: filters.basis,
      sellerId,
      from: range.from,
      to: range.to,
      marketplaceId: filters.marketplaceId,
      brand: filters.brand,
      targetCurrency: filters.currency,
      monthly: true,
      skus,
    });

  const live = new Map<string, ProductMonth>();
  for (const range of uncoveredRanges(from, to, new Set(valid.keys()))) {
    for (const [month, sums] of byMonth(await compute(range))) live.set(month, sums);
  }
  const kept = await findKeptProductSums(reader, scope, valid);
  const patched = wanted.filter((month) => (valid.get(month)?.skus.length ?? 0) > 0);
  const firstPatched = patched[0];
  const lastPatched = patched[patched.length - 1];
  // One read of the changed SKUs over the span of the months they outdated; each month takes its own.
  const patches =
    firstPatched !== undefined && lastPatched !== undefined
      ? byMonth(
          await compute({ from: firstPatched, to: lastDayOfMonth(lastPatched) }, [
            ...new Set(patched.flatMap((month) => valid.get(month)?.skus ?? [])),
          ]),
        )
      : new Map<string, ProductMonth>();
  const toMend = patched.map((month): ProductMonthMend => {
    const { snapshot, skus } = valid.get(month) ?? { snapshot: '', skus: [] };
    const changed = new Set(skus);
    const patch = patches.get(month) ?? emptyMonth(month);
    return {
      month,
      keptSnapshot: snapshot,
      skus,
      lines: patch.lines.filter((line) => changed.has(skuOfProduct(line.group))),
      // The legs the kept month used and those the changed SKUs use now: the same rates, or one more.
      conversions: mergeLegs([...(kept.conversions.get(month) ?? []), ...patch.conversions]),
    };
  });

  // A complete month with nothing in it is kept too: it is known to be empty.
  const toKeep = wanted.filter((month) => !valid.has(month)).map((month) => live.get(month) ?? emptyMonth(month));
  const liveMonths = [...live.values()];
  return {
    scope,
    lines: [...kept.lines, ...liveMonths.flatMap((month) => month.lines), ...toMend.flatMap((mend) => mend.lines)],
    conversions: mergeLegs([
      ...[...kept.conversions.values()].flat(),
      ...liveMonths.flatMap((month) => month.conversions),
      ...toMend.flatMap((mend) => mend.conversions),
    ]),
    toKeep,
    toMend,
    snapshot: toKeep.length + toMend.length > 0 ? await currentSnapshot(reader) : '',
  };
}
