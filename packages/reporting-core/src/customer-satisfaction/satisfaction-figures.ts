/**
 * The customer satisfaction figures of a month, brand or product (docs/customer-satisfaction.md),
 * from review counts at the span's start and end and the units the ledger rollups carry. Exact:
 * integers, and ratios rounded once (half away from zero) on bigints:
 *
 *   averageRating = end star points / end ratings           2 decimals
 *   negativeRate  = (end − start) negative / (end − start) ratings   6 decimals (a fraction)
 *   returnRate    = units returned / units sold             6 decimals (a fraction)
 */
import { divideRounded, formatDecimal, pow10 } from '../decimal.ts';
import { addReviewCounts, NO_REVIEWS, type ReviewCounts } from './review-months.ts';

export const SATISFACTION_FRACTION_SCALE = 6;
export const AVERAGE_RATING_SCALE = 2;

export interface SatisfactionSums {
  start: ReviewCounts;
  end: ReviewCounts;
  unitsSold: number;
  unitsReturned: number;
  /** Some ledger row behind the units is estimated. */
  estimated: boolean;
}

export const EMPTY_SATISFACTION_SUMS: SatisfactionSums = Object.freeze({
  start: NO_REVIEWS,
  end: NO_REVIEWS,
  unitsSold: 0,
  unitsReturned: 0,
  estimated: false,
});

export function addSatisfactionSums(a: SatisfactionSums, b: SatisfactionSums): SatisfactionSums {
  return {
    start: addReviewCounts(a.start, b.start),
    end: addReviewCounts(a.end, b.end),
    unitsSold: a.unitsSold + b.unitsSold,
    unitsReturned: a.unitsReturned + b.unitsReturned,
    estimated: a.estimated || b.estimated,
  };
}

export interface SatisfactionFigureSet {
  ratingCount: number;
  reviewCount: number;
  averageRating: string | null;
  newRatings: number;
  newReviews: number;
  newNegativeRatings: number;
  negativeRate: string | null;
  unitsSold: number;
  unitsReturned: number;
  returnRate: string | null;
  estimated: boolean;
}

/** numerator / denominator with `scale` decimals; null unless the denominator is positive. */
export function integerRatio(numerator: number, denominator: number, scale: number): string | null {
  if (denominator <= 0) return null;
  const units = divideRounded(BigInt(numerator) * pow10(scale), BigInt(denominator));
  return formatDecimal({ units, scale });
}

export function satisfactionFigures(sums: SatisfactionSums): SatisfactionFigureSet {
  const { start, end } = sums;
  const newRatings = end.ratings - start.ratings;
  const newNegativeRatings = end.negative - start.negative;
  return {
    ratingCount: end.ratings,
    reviewCount: end.reviews,
    averageRating: integerRatio(end.starPoints, end.ratings, AVERAGE_RATING_SCALE),
    newRatings,
    newReviews: end.reviews - start.reviews,
    newNegativeRatings,
    negativeRate: integerRatio(newNegativeRatings, newRatings, SATISFACTION_FRACTION_SCALE),
    unitsSold: sums.unitsSold,
    unitsReturned: sums.unitsReturned,
    returnRate: integerRatio(sums.unitsReturned, sums.unitsSold, SATISFACTION_FRACTION_SCALE),
    estimated: sums.estimated,
  };
}
