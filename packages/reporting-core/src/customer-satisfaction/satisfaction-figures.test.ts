import { describe, expect, it } from 'vitest';
import { monthEndCounts, NO_REVIEWS, type ReviewCounts } from './review-months.ts';
import { addSatisfactionSums, integerRatio, satisfactionFigures } from './satisfaction-figures.ts';

const counts = (ratings: number, reviews: number, negative: number, starPoints: number): ReviewCounts => ({
  ratings,
  reviews,
  negative,
  starPoints,
});

describe('monthEndCounts', () => {
  it('carries a listing forward from its baseline and latest snapshot in each month', () => {
    const baseline = new Map([['A', counts(10, 2, 1, 42)]]);
    const result = monthEndCounts(['2025-01', '2025-02', '2025-03'], baseline, [
      { listing: 'A', month: '2025-02', counts: counts(15, 3, 2, 64) },
      { listing: 'B', month: '2025-03', counts: counts(4, 1, 0, 20) },
      { listing: 'B', month: '2024-12', counts: counts(99, 9, 9, 99) },
    ]);
    expect(result.get('A')).toEqual([
      counts(10, 2, 1, 42),
      counts(10, 2, 1, 42),
      counts(15, 3, 2, 64),
      counts(15, 3, 2, 64),
    ]);
    expect(result.get('B')).toEqual([NO_REVIEWS, NO_REVIEWS, NO_REVIEWS, counts(4, 1, 0, 20)]);
  });
});

describe('satisfactionFigures', () => {
  it('computes the average from the stars, the negative share of new ratings and the return rate', () => {
    const sums = addSatisfactionSums(
      { start: counts(10, 2, 1, 42), end: counts(15, 3, 2, 64), unitsSold: 40, unitsReturned: 3, estimated: false },
      { start: NO_REVIEWS, end: counts(4, 1, 0, 20), unitsSold: 7, unitsReturned: 0, estimated: true },
    );
    expect(satisfactionFigures(sums)).toEqual({
      ratingCount: 19,
      reviewCount: 4,
      averageRating: '4.42', // 84 / 19 = 4.421…
      newRatings: 9,
      newReviews: 2,
      newNegativeRatings: 1,
      negativeRate: '0.111111',
      unitsSold: 47,
      unitsReturned: 3,
      returnRate: '0.063830', // 3 / 47 = 0.0638297…
      estimated: true,
    });
  });

  it('leaves a rate out when nothing was sold or rated', () => {
    expect(integerRatio(1, 0, 6)).toBeNull();
    expect(integerRatio(2, 3, 6)).toBe('0.666667');
    expect(integerRatio(-1, 4, 6)).toBe('-0.250000');
  });
});
