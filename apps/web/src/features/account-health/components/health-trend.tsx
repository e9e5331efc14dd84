import { Alert, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { ZAccountHealthMetricKey, type TAccountHealthMetricKey } from '@brandlens/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useAccountHealthKpis } from '../api/get-account-health-kpis';
import { buildHealthTrendOption } from '../utils/build-health-trend-option';
import { METRIC_LABELS } from '../utils/health-format';
import { TREND_MONTHS } from '../utils/health-filters';

// ECharts is large: it loads in its own chunk once the trend has something to draw.
const LineChart = lazy(() =>
  import('../../../components/charts/line-chart').then(({ LineChart }) => ({ default: LineChart })),
);

const METRIC_OPTIONS = ZAccountHealthMetricKey.options.map((key) => ({ value: key, label: METRIC_LABELS[key] }));
const MONTH_OPTIONS = TREND_MONTHS.map((months) => ({ value: String(months), label: `Last ${months} months` }));

interface HealthTrendProps {
  sellerId: string;
  metric: TAccountHealthMetricKey;
  months: number;
  nameOf: (marketplaceId: string) => string;
  onChange: (patch: { metric?: TAccountHealthMetricKey; months?: number }) => void;
}

/** One metric per report day and marketplace, with Amazon's target as a dashed line. */
export function HealthTrend({ sellerId, metric, months, nameOf, onChange }: HealthTrendProps) {
  const kpis = useAccountHealthKpis(sellerId, { months });
  const option = useMemo(
    () => (kpis.data ? buildHealthTrendOption(kpis.data, metric, nameOf) : undefined),
    [kpis.data, metric, nameOf],
  );
  const target = kpis.data?.targets.find((entry) => entry.key === metric);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="flex-end">
          <Title order={2} size="h4">
            Trend
          </Title>
          <Group gap="sm">
            <Select
              label="Metric"
              data={METRIC_OPTIONS}
              value={metric}
              allowDeselect={false}
              w={250}
              onChange={(next) => {
                const parsed = ZAccountHealthMetricKey.safeParse(next);
                if (parsed.success) onChange({ metric: parsed.data });
              }}
            />
            <Select
              label="Period"
              data={MONTH_OPTIONS}
              value={String(months)}
              allowDeselect={false}
              w={170}
              onChange={(next) => onChange({ months: Number(next) })}
            />
          </Group>
        </Group>
        {kpis.isPending ? (
          <Loader size="sm" aria-label="Loading trend" />
        ) : kpis.isError ? (
          <Alert color="red" variant="light">
            {kpis.error.message}
          </Alert>
        ) : !option ? (
          <Text c="dimmed">No account health report in this period to chart.</Text>
        ) : (
          <>
            <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
              <LineChart
                option={option}
                height={300}
                label={`${METRIC_LABELS[metric]} per report day and marketplace`}
              />
            </Suspense>
            {target ? (
              <Text size="xs" c="dimmed">
                {`Dashed: Amazon's target. Source: ${target.source}.`}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
