import { formatDecimal, parseDecimal, rescale } from '../decimal.ts';
import { minorDigits } from '../money.ts';
import { exactDecimal } from './exact-value.ts';

/**
 * EBITDA multiples by overall brand score band. Small e-commerce brands (marketplace brands with a
 * few million or less in revenue) sell at roughly 2 to 5 times their annual earnings; where in that
 * span a brand lands follows the risks the brand score measures: concentration, margins, reviews,
 * account health and growth. docs/brand-score.md explains the method.
 */
export const FUNDING_MULTIPLE_BANDS: ReadonlyArray<{
  /** The band runs from this score up to the next band's minScore (exclusive); the last up to 100. */
  readonly minScore: number;
  readonly multipleLow: string;
  readonly multipleHigh: string;
}> = [
  { minScore: 0, multipleLow: '2.00', multipleHigh: '2.50' },
  { minScore: 25, multipleLow: '2.50', multipleHigh: '3.00' },
  { minScore: 50, multipleLow: '3.00', multipleHigh: '4.00' },
  { minScore: 75, multipleLow: '4.00', multipleHigh: '5.00' },
];

/** One sentence a screen or an API answer can show with the estimate. */
export const FUNDING_ESTIMATE_METHOD =
  'Trailing 12-month EBITDA multiplied by an EBITDA multiple range set by the overall brand score: ' +
  '2.00-2.50x for a score of 0-24, 2.50-3.00x for 25-49, 3.00-4.00x for 50-74 and 4.00-5.00x for 75-100.';

export type FundingEstimate =
  { low: string; high: string; multipleLow: string; multipleHigh: string } | { unavailable: string };

/**
 * A valuation range for the brand: trailing 12-month EBITDA times the multiple range of the
 * overall score's band, each end rounded half away from zero to the currency's minor unit (cents
 * unless `currency` says otherwise). Unavailable, with the reason, when there is no score or when
 * EBITDA is zero or negative (an earnings multiple gives no value then). Throws on EBITDA that is
 * not a decimal string or a score outside 0-100.
 */
export function fundingEstimate(input: {
  trailingEbitda: string;
  overallScore: number | null;
  currency?: string;
}): FundingEstimate {
  const ebitda = exactDecimal(input.trailingEbitda);
  if (typeof input.trailingEbitda !== 'string' || !ebitda) {
    throw new RangeError(`Trailing EBITDA "${String(input.trailingEbitda)}" is not a decimal amount`);
  }
  const score = input.overallScore;
  if (score !== null && (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100)) {
    throw new RangeError(`Overall brand score ${String(score)} is not between 0 and 100`);
  }
  if (score === null) {
    return { unavailable: 'No brand score yet: none of the brand score indicators has data.' };
  }
  if (ebitda.units <= 0n) {
    return {
      unavailable:
        'Trailing 12-month EBITDA is zero or negative, so an earnings multiple gives no valuation. ' +
        'Improve profitability first; the estimate appears once EBITDA is positive.',
    };
  }
  const band = FUNDING_MULTIPLE_BANDS.findLast((candidate) => score >= candidate.minScore);
  if (!band) throw new Error('No funding multiple bands');
  const digits = minorDigits(input.currency ?? 'USD');
  const times = (multiple: string): string => {
    const factor = parseDecimal(multiple);
    const product = { units: ebitda.units * factor.units, scale: ebitda.scale + factor.scale };
    return formatDecimal(rescale(product, digits));
  };
  return {
    low: times(band.multipleLow),
    high: times(band.multipleHigh),
    multipleLow: band.multipleLow,
    multipleHigh: band.multipleHigh,
  };
}
