import { WEEKLY_METRIC_KEYS, WEEKLY_METRICS, type TWeeklyMetricKey } from '@brandlens/contracts';
import { Chip, Group, Text } from '@mantine/core';

interface MetricSwitchesProps {
  value: readonly TWeeklyMetricKey[];
  onChange: (metrics: TWeeklyMetricKey[]) => void;
}

/** The nine weekly metrics of SPEC §9 as switches; units sold and average selling price are on by default. */
export function MetricSwitches({ value, onChange }: MetricSwitchesProps) {
  return (
    <div role="group" aria-label="Weekly metrics">
      <Text size="sm" fw={500} mb={4}>
        Metrics
      </Text>
      <Chip.Group
        multiple
        value={[...value]}
        onChange={(next) => onChange(WEEKLY_METRIC_KEYS.filter((key) => next.includes(key)))}
      >
        <Group gap="xs">
          {WEEKLY_METRIC_KEYS.map((key) => (
            <Chip key={key} value={key} size="sm">
              {WEEKLY_METRICS[key].label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}
