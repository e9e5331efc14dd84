import { parseDecimal, type Decimal } from '../decimal.ts';
import { compareDecimals, exactDecimal } from './exact-value.ts';
import {
  BRAND_SCORE_INDICATORS,
  IndicatorValueError,
  isBrandScoreIndicator,
  type BrandScoreIndicator,
  type ScoreBucket,
} from './indicators.ts';

/*
 * The thresholds table of SPEC.md §9, written as it is printed, read as DOMAIN.md 'Brand score'
 * says: values are in the table's units (percent for the percentage indicators), a value on a
 * bound written in two rows scores the worse of the two buckets, and so does a value in a gap
 * between two written ranges (returnRate 4.95 lies between "4-4.9" and "at least 5": 0).
 * docs/brand-score.md lists every row with its resolved bounds.
 */

interface Bound {
  readonly value: Decimal;
  readonly inclusive: boolean;
}

/** One written cell of the table: the values it covers and its text as printed. */
export interface WrittenRange {
  readonly text: string;
  readonly lower: Bound | null;
  readonly upper: Bound | null;
}

interface Domain {
  readonly min?: string;
  readonly max?: string;
  /** Why a value outside [min, max] cannot be scored (needed when min or max is set). */
  readonly reason?: string;
}

interface IndicatorThresholds {
  /** The cells for buckets 0, 25, 50, 75 and 100, in that order. */
  readonly rows: readonly [WrittenRange, WrittenRange, WrittenRange, WrittenRange, WrittenRange];
  readonly domain: Domain;
}

const bound = (text: string, inclusive: boolean): Bound => ({ value: parseDecimal(text), inclusive });

/** "at least a" */
const atLeast = (a: string): WrittenRange => ({ text: `at least ${a}`, lower: bound(a, true), upper: null });
/** "above a" */
const above = (a: string): WrittenRange => ({ text: `above ${a}`, lower: bound(a, false), upper: null });
/** "at most a" / "up to a" */
const atMost = (a: string, wording: 'at most' | 'up to' = 'at most'): WrittenRange => ({
  text: `${wording} ${a}`,
  lower: null,
  upper: bound(a, true),
});
/** "under a" */
const under = (a: string): WrittenRange => ({ text: `under ${a}`, lower: null, upper: bound(a, false) });
/** "a-b" or "a to b", both ends included */
const between = (a: string, b: string): WrittenRange => ({
  text: a.startsWith('-') || b.startsWith('-') ? `${a} to ${b}` : `${a}-${b}`,
  lower: bound(a, true),
  upper: bound(b, true),
});
/** "a to below b" */
const toBelow = (a: string, b: string): WrittenRange => ({
  text: `${a} to below ${b}`,
  lower: bound(a, true),
  upper: bound(b, false),
});
/** "above a to b" */
const aboveTo = (a: string, b: string): WrittenRange => ({
  text: `above ${a} to ${b}`,
  lower: bound(a, false),
  upper: bound(b, true),
});
/** exactly a */
const exactly = (a: string): WrittenRange => ({ text: a, lower: bound(a, true), upper: bound(a, true) });

const SHARE = 'is a share of a whole and lies between 0 and 100 %';

const THRESHOLDS: Readonly<Record<BrandScoreIndicator, IndicatorThresholds>> = {
  productComplexity: {
    rows: [atLeast('10'), between('7', '9'), between('5', '6'), between('3', '4'), between('1', '2')],
    domain: { min: '1', reason: 'counts the products sold, at least 1 (a brand that sold nothing has no data)' },
  },
  profitMargin: {
    rows: [under('10'), between('10', '14.99'), between('15', '19.99'), between('20', '24.99'), atLeast('25')],
    domain: {},
  },
  returnRate: {
    rows: [atLeast('5'), between('4', '4.9'), between('3', '3.9'), between('2', '2.9'), under('2')],
    domain: { min: '0', reason: 'cannot be negative' },
  },
  repeatCustomerRate: {
    rows: [under('5'), between('5', '9.9'), between('10', '14.99'), between('15', '19.99'), atLeast('20')],
    domain: { min: '0', max: '100', reason: SHARE },
  },
  ebitdaYearly: {
    rows: [atMost('-20'), between('-19.99', '0'), between('0.1', '9.99'), between('10', '29.99'), atLeast('30')],
    domain: {},
  },
  ebitdaMonthly: {
    rows: [atMost('-20'), toBelow('-19.99', '0'), aboveTo('0', '9.99'), between('10', '29.99'), atLeast('30')],
    domain: {},
  },
  bestSellerRank: {
    // A top-% rank under 1 (a fraction of a percent) lies beyond the best written row and scores 100.
    rows: [
      atLeast('99.5'),
      between('49.5', '99.5'),
      between('24.5', '49.5'),
      between('9.5', '24.5'),
      between('1', '9.5'),
    ],
    domain: { min: '0', max: '100', reason: 'is a top-percentage rank between 0 and 100' },
  },
  reviewVolume: {
    rows: [
      between('0', '999'),
      between('1000', '2499'),
      between('2500', '4999'),
      between('5000', '9999'),
      atLeast('10000'),
    ],
    domain: { min: '0', reason: 'counts reviews and cannot be negative' },
  },
  reviewQuality: {
    rows: [atLeast('20'), between('17', '19'), between('15', '16'), between('10', '14'), between('0', '9')],
    domain: { min: '0', max: '100', reason: SHARE },
  },
  reviewQuota: {
    rows: [atMost('49', 'up to'), between('50', '59'), between('60', '69'), between('70', '79'), atLeast('80')],
    domain: { min: '0', max: '100', reason: SHARE },
  },
  rating: {
    rows: [between('0', '2.49'), between('2.5', '3.49'), between('3.5', '3.99'), between('4', '4.49'), atLeast('4.5')],
    domain: { min: '0', max: '5', reason: 'is a star rating between 0 and 5' },
  },
  orderDefectRate: {
    rows: [atLeast('20'), between('10', '19'), between('5', '9.9'), between('2.5', '4.9'), under('2.5')],
    domain: { min: '0', max: '100', reason: SHARE },
  },
  policyViolations: {
    rows: [atLeast('20'), between('10', '19'), between('5', '9'), between('1', '4'), exactly('0')],
    domain: { min: '0', reason: 'counts open violations and cannot be negative' },
  },
  tacos: {
    rows: [atLeast('25'), between('18', '24'), between('14', '17'), between('8', '13'), atMost('7', 'up to')],
    domain: { min: '0', reason: 'cannot be negative (with no or negative net sales it has no data)' },
  },
  shopifyRevenueYoY: {
    rows: [atMost('-20'), aboveTo('-20', '0'), between('0', '9.99'), between('10', '29.99'), above('29.99')],
    domain: { min: '-100', reason: 'is a change in revenue and cannot fall below -100 %' },
  },
};

const BUCKET_OF_ROW: readonly ScoreBucket[] = [0, 25, 50, 75, 100];

function contains(range: WrittenRange, value: Decimal): boolean {
  if (range.lower) {
    const side = compareDecimals(value, range.lower.value);
    if (side < 0 || (side === 0 && !range.lower.inclusive)) return false;
  }
  if (range.upper) {
    const side = compareDecimals(value, range.upper.value);
    if (side > 0 || (side === 0 && !range.upper.inclusive)) return false;
  }
  return true;
}

/** The range lies wholly below the value. */
function below(range: WrittenRange, value: Decimal): boolean {
  if (!range.upper) return false;
  const side = compareDecimals(range.upper.value, value);
  return side < 0 || (side === 0 && !range.upper.inclusive);
}

function checkedIndicator(indicator: string): BrandScoreIndicator {
  if (!isBrandScoreIndicator(indicator)) {
    throw new IndicatorValueError(
      indicator,
      `"${indicator}" is not a brand score indicator (one of ${BRAND_SCORE_INDICATORS.join(', ')})`,
    );
  }
  return indicator;
}

/**
 * Why a value cannot be scored for the indicator (not a number, or outside what it measures), or
 * null when it can. The value is in the table's units, as for scoreIndicator.
 */
export function indicatorValueProblem(indicator: BrandScoreIndicator, value: number | string): string | null {
  const { domain } = THRESHOLDS[checkedIndicator(indicator)];
  const decimal = exactDecimal(value);
  if (!decimal) return `${indicator}: "${String(value)}" is not a number`;
  const tooLow = domain.min !== undefined && compareDecimals(decimal, parseDecimal(domain.min)) < 0;
  const tooHigh = domain.max !== undefined && compareDecimals(decimal, parseDecimal(domain.max)) > 0;
  if (tooLow || tooHigh)
    return `${indicator}: ${String(value)} is out of range; it ${domain.reason ?? 'is outside its range'}`;
  return null;
}

/**
 * The bucket (0, 25, 50, 75 or 100) of a value in the thresholds table's units: percent for the
 * percentage indicators (a 4.5 % return rate is 4.5; see toTableUnits). Exact decimal comparison,
 * so 4.95 given as a number or as "4.95" scores the same. A value on a bound written in two rows,
 * or in a gap between two written ranges, scores the worse bucket. Throws IndicatorValueError for
 * a value that is not a number or outside the indicator's range (indicatorValueProblem says why).
 */
export function scoreIndicator(indicator: BrandScoreIndicator, value: number | string): ScoreBucket {
  const problem = indicatorValueProblem(indicator, value);
  if (problem) throw new IndicatorValueError(indicator, problem);
  const decimal = exactDecimal(value) as Decimal;
  const rows = THRESHOLDS[indicator].rows;
  const containing = BUCKET_OF_ROW.filter((_, row) => contains(rows[row] as WrittenRange, decimal));
  if (containing.length > 0) return Math.min(...containing) as ScoreBucket;
  // In a gap: the written ranges on either side are the nearest below and the nearest above the
  // value. Beyond the last written range on one side (bestSellerRank under 1), that range applies.
  const sides = BUCKET_OF_ROW.map((bucket, row) => ({ bucket, range: rows[row] as WrittenRange }));
  const lower = sides.filter((side) => below(side.range, decimal));
  const upper = sides.filter((side) => !below(side.range, decimal));
  const nearestLower = lower.reduce<(typeof sides)[number] | null>(
    (best, side) =>
      !best || compareDecimals((side.range.upper as Bound).value, (best.range.upper as Bound).value) > 0 ? side : best,
    null,
  );
  const nearestUpper = upper.reduce<(typeof sides)[number] | null>(
    (best, side) =>
      !best || compareDecimals((side.range.lower as Bound).value, (best.range.lower as Bound).value) < 0 ? side : best,
    null,
  );
  const candidates = [nearestLower, nearestUpper].filter((side) => side !== null).map((side) => side.bucket);
  return Math.min(...candidates) as ScoreBucket;
}

/** The table's cells for an indicator, as printed in SPEC.md §9, worst bucket first. */
export function scoreThresholds(indicator: BrandScoreIndicator): ReadonlyArray<{ bucket: ScoreBucket; text: string }> {
  const rows = THRESHOLDS[checkedIndicator(indicator)].rows;
  return BUCKET_OF_ROW.map((bucket, row) => ({ bucket, text: (rows[row] as WrittenRange).text }));
}
