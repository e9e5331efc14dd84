/**
 * Review snapshots → cumulative counts per listing at the end of every month. A snapshot's
 * counts are cumulative (everything the product page showed up to its day), so a listing's
 * value at a month's end is its latest snapshot in that month, else the month before's value,
 * else its latest snapshot before the period (the baseline), else zero (a listing first rated
 * later). What a span received is its end value minus its start value.
 * docs/customer-satisfaction.md.
 */

/** Cumulative counts of one listing or group on a day. */
export interface ReviewCounts {
  ratings: number;
  /** Ratings that came with a written review. */
  reviews: number;
  /** 1 and 2 star ratings. */
  negative: number;
  /** Σ stars × ratings (1 × one-star + … + 5 × five-star), for the exact average. */
  starPoints: number;
}

export const NO_REVIEWS: ReviewCounts = Object.freeze({ ratings: 0, reviews: 0, negative: 0, starPoints: 0 });

export function addReviewCounts(a: ReviewCounts, b: ReviewCounts): ReviewCounts {
  return {
    ratings: a.ratings + b.ratings,
    reviews: a.reviews + b.reviews,
    negative: a.negative + b.negative,
    starPoints: a.starPoints + b.starPoints,
  };
}

/** One listing's latest snapshot within one month (YYYY-MM). */
export interface MonthSnapshot {
  listing: string;
  month: string;
  counts: ReviewCounts;
}

/**
 * Per listing, `months.length + 1` cumulative values: index 0 is the start of the period (the
 * baseline), index i + 1 the end of months[i]. Every listing of the baseline or the snapshots.
 */
export function monthEndCounts(
  months: readonly string[],
  baseline: ReadonlyMap<string, ReviewCounts>,
  snapshots: readonly MonthSnapshot[],
): Map<string, ReviewCounts[]> {
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  const inMonth = new Map<string, Map<number, ReviewCounts>>();
  for (const snapshot of snapshots) {
    const index = monthIndex.get(snapshot.month);
    if (index === undefined) continue;
    const byMonth = inMonth.get(snapshot.listing) ?? new Map<number, ReviewCounts>();
    byMonth.set(index, snapshot.counts);
    inMonth.set(snapshot.listing, byMonth);
  }
  const result = new Map<string, ReviewCounts[]>();
  for (const listing of new Set([...baseline.keys(), ...inMonth.keys()])) {
    const byMonth = inMonth.get(listing);
    const values: ReviewCounts[] = [baseline.get(listing) ?? NO_REVIEWS];
    for (let index = 0; index < months.length; index += 1) {
      values.push(byMonth?.get(index) ?? (values[index] as ReviewCounts));
    }
    result.set(listing, values);
  }
  return result;
}
