/** The 15 brand score indicators, in the order of SPEC.md §3. */
export const BRAND_SCORE_INDICATORS = [
  'productComplexity',
  'policyViolations',
  'orderDefectRate',
  'rating',
  'reviewVolume',
  'reviewQuality',
  'reviewQuota',
  'ebitdaYearly',
  'ebitdaMonthly',
  'profitMargin',
  'returnRate',
  'repeatCustomerRate',
  'bestSellerRank',
  'tacos',
  'shopifyRevenueYoY',
] as const;

export type BrandScoreIndicator = (typeof BRAND_SCORE_INDICATORS)[number];

/** The five buckets of SPEC.md §4: 0 is the worst, 100 the best. */
export const SCORE_BUCKETS = [0, 25, 50, 75, 100] as const;

export type ScoreBucket = (typeof SCORE_BUCKETS)[number];

export function isBrandScoreIndicator(name: string): name is BrandScoreIndicator {
  return (BRAND_SCORE_INDICATORS as readonly string[]).includes(name);
}

export function isScoreBucket(value: unknown): value is ScoreBucket {
  return (SCORE_BUCKETS as readonly unknown[]).includes(value);
}

/** A value given for an indicator that it cannot take (not a number, or outside what the indicator measures). */
export class IndicatorValueError extends RangeError {
  override readonly name = 'IndicatorValueError';
  readonly indicator: string;

  constructor(indicator: string, message: string) {
    super(message);
    this.indicator = indicator;
  }
}
