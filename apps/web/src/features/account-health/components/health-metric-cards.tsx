import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TAccountHealthMetric } from '@brandlens/contracts';
import { dayLabel } from '../../../components/charts/line-chart-option';
import { METRIC_LABELS, metricValueText, STATUS_COLORS, STATUS_LABELS } from '../utils/health-format';

const COUNT_WORDS: Record<TAccountHealthMetric['key'], [string, string]> = {
  orderDefectRate: ['orders with a defect', 'orders'],
  lateShipmentRate: ['shipped late', 'orders you ship'],
  preFulfillmentCancellationRate: ['cancelled by you', 'orders you ship'],
  validTrackingRate: ['with valid tracking', 'shipments'],
  accountHealthRating: ['', ''],
};

const number = (value: number) => value.toLocaleString('en-US');

function countText(metric: TAccountHealthMetric): string | null {
  if (metric.count === null || metric.of === null) return null;
  const [what, of] = COUNT_WORDS[metric.key];
  return `${number(metric.count)} ${what} of ${number(metric.of)} ${of}`;
}

/** One card per headline metric: its value, Amazon's target, its status colour, counts and window. */
export function HealthMetricCards({ metrics }: { metrics: readonly TAccountHealthMetric[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {metrics.map((metric) => {
        const color = metric.status ? STATUS_COLORS[metric.status] : 'gray';
        const counts = countText(metric);
        return (
          <Paper
            key={metric.key}
            withBorder
            radius="md"
            p="md"
            data-testid="health-metric"
            data-key={metric.key}
            data-status={metric.status ?? 'none'}
            style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
          >
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {METRIC_LABELS[metric.key]}
                </Text>
                <Badge color={color} variant="light">
                  {metric.status ? STATUS_LABELS[metric.status] : 'Not reported'}
                </Badge>
              </Group>
              <Text size="xl" fw={700}>
                {metricValueText(metric.key, metric.value)}
              </Text>
              <Text size="sm">{`Amazon's target: ${metric.target}`}</Text>
              {counts ? (
                <Text size="xs" c="dimmed">
                  {counts}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {metric.window
                  ? `${dayLabel(metric.window.from)} to ${dayLabel(metric.window.to)}`
                  : 'Window not reported'}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
