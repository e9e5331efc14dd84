// Star ratings of the demo's review snapshots: the counts per star, the stream that deals
// ratings over the stars by a per-mille spread, and the average a snapshot shows.

/** Star counts 1 to 5, in that order. */
export type StarCounts = [number, number, number, number, number];

const GOLDEN_RATIO = 1.618033988749895;

/**
 * A stream of star ratings: rating k falls where the golden-ratio sequence
 * puts it in the per-mille spread, so every run of consecutive ratings follows
 * the spread closely.
 */
export class StarStream {
  private readonly spread: StarCounts;
  private readonly offset: number;
  private given = 0;

  constructor(spread: StarCounts, offset: number) {
    this.spread = spread;
    this.offset = offset;
  }

  /** The star counts of the next `count` ratings of the stream. */
  take(count: number): StarCounts {
    const counts: StarCounts = [0, 0, 0, 0, 0];
    for (let taken = 0; taken < count; taken += 1) {
      this.given += 1;
      const point = this.offset + this.given * GOLDEN_RATIO;
      const perMille = (point - Math.floor(point)) * 1000;
      let star = 0;
      let bound = this.spread[0];
      while (perMille >= bound && star < 4) {
        star += 1;
        bound += this.spread[star] ?? 0;
      }
      counts[star] = (counts[star] ?? 0) + 1;
    }
    return counts;
  }
}

/** Σ stars × count / count, rounded half up to 2 decimals, in integer arithmetic. */
export function averageRating(stars: StarCounts): string | null {
  const count = stars.reduce((acc, value) => acc + value, 0);
  if (count === 0) return null;
  const points = stars.reduce((acc, value, index) => acc + value * (index + 1), 0);
  const hundredths = Math.floor((points * 200 + count) / (2 * count));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
