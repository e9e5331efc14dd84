import { divideRounded } from '../decimal.ts';
import {
  IndicatorValueError,
  isBrandScoreIndicator,
  isScoreBucket,
  type BrandScoreIndicator,
  type ScoreBucket,
} from './indicators.ts';

/**
 * The overall brand score: the mean of the buckets of the indicators that have data, rounded half
 * up to a whole number. Indicators that are missing or null (no data) stay out of the mean, so
 * they neither help nor hurt. Null when no indicator has data.
 */
export function overallBrandScore(scores: Partial<Record<BrandScoreIndicator, ScoreBucket | null>>): number | null {
  let sum = 0n;
  let counted = 0n;
  for (const [indicator, bucket] of Object.entries(scores)) {
    if (!isBrandScoreIndicator(indicator)) {
      throw new IndicatorValueError(indicator, `"${indicator}" is not a brand score indicator`);
    }
    if (bucket === null || bucket === undefined) continue;
    if (!isScoreBucket(bucket)) {
      throw new IndicatorValueError(
        indicator,
        `${indicator}: ${String(bucket)} is not a score bucket (0, 25, 50, 75 or 100)`,
      );
    }
    sum += BigInt(bucket);
    counted += 1n;
  }
  return counted === 0n ? null : Number(divideRounded(sum, counted));
}
