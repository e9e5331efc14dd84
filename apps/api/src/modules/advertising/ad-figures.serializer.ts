// Sums read from the database → the figures of the contract (reporting-core computes the ratios),
// and the checks every advertising read shares.
import type { TAdFigures } from '@brandlens/contracts';
import {
  addAdSums,
  adFiguresOf,
  EMPTY_AD_SUMS,
  formatDecimal,
  parseDecimal,
  type AdSums,
} from '@brandlens/reporting-core';
import { fxRateMissing } from '../profit-loss/profit-loss.errors.ts';
import { ledgerLinesOf } from '../profit-loss/profit-loss-rows.service.ts';
import type { MissingRate } from './ad-conversion.queries.ts';
import type { LedgerBucketSum } from './ad-ledger.queries.ts';

/** The ledger lines of the statement's net sales (product sales, discounts, shipping, other income, returns). */
export const NET_SALES_LINES: readonly string[] = ledgerLinesOf('netSales');
/** The statement's Amazon ad expenses line: Cost of Advertising in settlements, ads estimates after them. */
export const AD_EXPENSES_LINES: readonly string[] = ['amazonAdExpenses'];

export const AD_READ_DEADLINE_MS = 15_000;

/** The figures of one row: its sums (none: zero) with the given total sales. */
export function figuresOf(
  sums: Omit<AdSums, 'totalSales'> | undefined,
  totalSales: string | null,
  currency: string,
  isEstimatedBesides = false,
): TAdFigures {
  const base = sums ?? EMPTY_AD_SUMS;
  return adFiguresOf({ ...base, totalSales, estimated: base.estimated || isEstimatedBesides }, currency);
}

/** 422 for the earliest day a needed rate is missing, as the P&L answers. */
export function assertRatesFound(...missing: ReadonlyArray<MissingRate | null>): void {
  const found = missing.filter((item): item is MissingRate => item !== null);
  found.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.currency < b.currency ? -1 : 1));
  const first = found[0];
  if (first) throw fxRateMissing(first.currency, first.day);
}

export const negated = (amount: string) => {
  const value = parseDecimal(amount);
  return formatDecimal({ units: -value.units, scale: value.scale });
};

const add = (a: string, b: string) => {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (x.scale !== y.scale) throw new Error('amounts of one currency have one scale');
  return formatDecimal({ units: x.units + y.units, scale: x.scale });
};

/** Per bucket: the ledger sums of every status added up, and whether a rate used was estimated. */
export function ledgerTotalsByBucket(sums: readonly LedgerBucketSum[]) {
  const totals = new Map<string, { amount: string; isRateEstimated: boolean }>();
  for (const sum of sums) {
    const known = totals.get(sum.bucket);
    totals.set(sum.bucket, {
      amount: known ? add(known.amount, sum.amount) : sum.amount,
      isRateEstimated: (known?.isRateEstimated ?? false) || sum.isRateEstimated,
    });
  }
  return totals;
}

/** The ledger sums of one status over all buckets, '0' in the target's digits when none. */
export function ledgerStatusTotal(sums: readonly LedgerBucketSum[], status: LedgerBucketSum['status'], zero: string) {
  return sums.filter((sum) => sum.status === status).reduce((total, sum) => add(total, sum.amount), zero);
}

/** The ads' sums of many rows added up (exact: each is already rounded to the target's digits). */
export function sumOfAds(list: ReadonlyArray<Omit<AdSums, 'totalSales'>>): Omit<AdSums, 'totalSales'> {
  const { totalSales: _unused, ...sum } = list.reduce<AdSums>(
    (total, sums) => addAdSums(total, { ...sums, totalSales: '0' }),
    { ...EMPTY_AD_SUMS, totalSales: '0' },
  );
  return sum;
}
