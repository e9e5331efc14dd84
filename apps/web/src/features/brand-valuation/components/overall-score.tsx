import { Group, RingProgress, Stack, Text } from '@mantine/core';
import { scoreColor } from '../utils/score-colors';

interface OverallScoreProps {
  score: number | null;
  /** Indicators with data (or a what-if value) out of all of them. */
  counted: number;
  total: number;
  label?: string;
  size?: number;
}

/** The overall brand score as a ring, with how many indicators it stands on. */
export function OverallScore({ score, counted, total, label = 'Overall score', size = 96 }: OverallScoreProps) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="overall-score" data-score={score ?? 'none'}>
      <RingProgress
        size={size}
        thickness={size / 10}
        roundCaps
        sections={score === null ? [] : [{ value: score, color: scoreColor(score) }]}
        label={
          <Text ta="center" fw={700} size={size >= 96 ? 'xl' : 'md'}>
            {score ?? '–'}
          </Text>
        }
        aria-hidden
      />
      <Stack gap={0}>
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed">
          {score === null ? 'No indicator has data yet' : `${score} of 100, from ${counted} of ${total} indicators`}
        </Text>
      </Stack>
    </Group>
  );
}
