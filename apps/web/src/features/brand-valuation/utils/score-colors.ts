import type { ScoreBucket } from '@brandlens/reporting-core';

// Each bucket has its own colour, from red (0) to green (100), so the cards read at a glance; the
// number is always written next to it for anyone who does not see the colour.

export const BUCKET_COLORS: Record<ScoreBucket, string> = {
  0: 'red.8',
  25: 'orange.7',
  50: 'yellow.5',
  75: 'lime.5',
  100: 'green.8',
};

/** The colour of the nearest bucket, for an overall score anywhere from 0 to 100. */
export function scoreColor(score: number): string {
  const nearest = Math.min(100, Math.max(0, Math.round(score / 25) * 25)) as ScoreBucket;
  return BUCKET_COLORS[nearest];
}
