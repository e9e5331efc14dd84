/**
 * The product pages' ratios and benchmark statistics (docs/products.md), exact decimals only,
 * rounded once, half away from zero, to 2 decimals:
 *
 *   margin      = CM3 / net sales × 100
 *   price       = fulfilled product sales / units sold   (the average selling price)
 *   return rate = −product returns / fulfilled product sales × 100
 *   conversion  = units ordered / sessions × 100          (Sales and Traffic)
 *
 * A ratio whose denominator is 0 is null. Quartiles interpolate linearly between the sorted
 * values (the position (n − 1) × q, as spreadsheets' QUARTILE.INC does).
 */
import { divideRounded, formatDecimal, parseDecimal, rescale, type Decimal } from '../decimal.ts';
import { adRatio } from '../advertising/ad-figures.ts';

export const PRODUCT_RATIO_SCALE = 2;

const countOf = (value: number): Decimal => ({ units: BigInt(value), scale: 0 });

/** numerator / denominator × 100, 2 decimals; null when the denominator is 0. */
export function percentOf(numerator: string | number, denominator: string | number): string | null {
  const top = typeof numerator === 'number' ? countOf(numerator) : parseDecimal(numerator);
  const bottom = typeof denominator === 'number' ? countOf(denominator) : parseDecimal(denominator);
  return adRatio(top, bottom, 100n);
}

/** amount / units, 2 decimals; null without units. */
export function perUnit(amount: string, units: number): string | null {
  return adRatio(parseDecimal(amount), countOf(units));
}

/** −returns / sales × 100: returns are negative amounts on the statement. */
export function returnRateOf(productReturns: string, fulfilledProductSales: string): string | null {
  const returns = parseDecimal(productReturns);
  return adRatio({ units: -returns.units, scale: returns.scale }, parseDecimal(fulfilledProductSales), 100n);
}

export interface Quartiles {
  lowerQuartile: string;
  median: string;
  upperQuartile: string;
}

/** The value at quarter `k` (1, 2, 3) of sorted values sharing one scale, 2 decimals. */
function quarter(sorted: readonly bigint[], scale: number, k: number): string {
  const position = (sorted.length - 1) * k;
  const index = Math.floor(position / 4);
  const remainder = BigInt(position % 4);
  const low = sorted[index] ?? 0n;
  const high = sorted[Math.min(index + 1, sorted.length - 1)] ?? low;
  // (low × 4 + (high − low) × remainder) / 4, in units of 10^-scale
  const exact = { units: low * 4n + (high - low) * remainder, scale };
  const target = PRODUCT_RATIO_SCALE;
  const units =
    target >= scale
      ? divideRounded(exact.units * 10n ** BigInt(target - scale), 4n)
      : divideRounded(exact.units, 4n * 10n ** BigInt(scale - target));
  return formatDecimal({ units, scale: target });
}

/** Lower quartile, median and upper quartile of decimal strings; null for no values. */
export function quartilesOf(values: readonly string[]): Quartiles | null {
  if (values.length === 0) return null;
  const parsed = values.map(parseDecimal);
  const scale = Math.max(...parsed.map((value) => value.scale));
  const sorted = parsed.map((value) => rescale(value, scale).units).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    lowerQuartile: quarter(sorted, scale, 1),
    median: quarter(sorted, scale, 2),
    upperQuartile: quarter(sorted, scale, 3),
  };
}

/** −1, 0 or 1 as decimal string a is below, equal to or above b (exact). */
export function compareDecimalStrings(a: string, b: string): -1 | 0 | 1 {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = rescale(x, scale).units - rescale(y, scale).units;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

export type TBenchmarkPosition = 'top-quartile' | 'above-median' | 'below-median' | 'bottom-quartile';

/** Where a value sits among its peers (higher is better, unless `isLowerBetter`); null when unknown. */
export function benchmarkPosition(
  value: string | null,
  quartiles: Quartiles | null,
  isLowerBetter = false,
): TBenchmarkPosition | null {
  if (value === null || quartiles === null) return null;
  const compare = (a: string, b: string) => compareDecimalStrings(a, b) * (isLowerBetter ? -1 : 1);
  const [best, worst] = isLowerBetter
    ? [quartiles.lowerQuartile, quartiles.upperQuartile]
    : [quartiles.upperQuartile, quartiles.lowerQuartile];
  if (compare(value, best) >= 0) return 'top-quartile';
  if (compare(value, quartiles.median) >= 0) return 'above-median';
  if (compare(value, worst) > 0) return 'below-median';
  return 'bottom-quartile';
}
