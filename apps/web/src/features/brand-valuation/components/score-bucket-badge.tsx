import type { ScoreBucket } from '@brandlens/reporting-core';
import { Badge } from '@mantine/core';
import { BUCKET_COLORS } from '../utils/score-colors';

interface ScoreBucketBadgeProps {
  score: ScoreBucket | null;
  /** 'what-if' marks a bucket scored from a typed value, not from the seller's data. */
  kind?: 'actual' | 'what-if';
}

/** An indicator's bucket (0, 25, 50, 75 or 100) in its colour, or 'No data'. */
export function ScoreBucketBadge({ score, kind = 'actual' }: ScoreBucketBadgeProps) {
  const prefix = kind === 'what-if' ? 'What-if ' : '';
  if (score === null) {
    return (
      <Badge color="gray" variant="outline" size="lg" data-score="none" data-kind={kind} style={{ flexShrink: 0 }}>
        {prefix}No data
      </Badge>
    );
  }
  return (
    <Badge
      color={BUCKET_COLORS[score]}
      variant={kind === 'what-if' ? 'outline' : 'filled'}
      size="lg"
      autoContrast
      style={{ flexShrink: 0 }}
      data-score={score}
      data-kind={kind}
      aria-label={`${prefix}score ${score} of 100`}
    >
      {prefix}
      {score}
    </Badge>
  );
}
