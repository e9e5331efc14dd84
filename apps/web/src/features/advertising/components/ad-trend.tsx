import { Alert, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import type { TAdFilters } from '@brandlens/contracts';
import { calendarLabel } from '../../../components/charts/line-chart-option';
import { useAdMetrics } from '../api/get-ad-metrics';
import type { TAdTrendView } from '../utils/ad-filters';
import { buildAdTrendOption } from '../utils/build-ad-trend-option';

// ECharts is large: it loads in its own chunk once the trend has something to draw.
const LineChart = lazy(() =>
  import('../../../components/charts/line-chart').then(({ LineChart }) => ({ default: LineChart })),
);

const VIEW_OPTIONS = [
  { value: 'DAILY', label: 'Daily' },
  { value: 'MONTHLY', label: 'Monthly' },
];

interface AdTrendProps {
  sellerId: string;
  query: TAdFilters;
  view: TAdTrendView;
  onViewChange: (view: TAdTrendView) => void;
}

/** Spend, ad sales and ACoS per day or month of the period, under the filters of the URL. */
export function AdTrend({ sellerId, query, view, onViewChange }: AdTrendProps) {
  const metrics = useAdMetrics(sellerId, { ...query, aggregationView: view });
  const option = useMemo(() => (metrics.data ? buildAdTrendOption(metrics.data) : undefined), [metrics.data]);
  const unit = view === 'DAILY' ? 'day' : 'month';

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            Spend, sales and ACoS
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Trend per"
            data={VIEW_OPTIONS}
            value={view}
            onChange={(value) => onViewChange(value === 'MONTHLY' ? 'MONTHLY' : 'DAILY')}
          />
        </Group>
        {metrics.isPending ? (
          <Loader size="sm" aria-label="Loading trend" />
        ) : metrics.isError ? (
          <Alert color="red" variant="light">
            {metrics.error.message}
          </Alert>
        ) : metrics.data.periods.length === 0 || !option ? (
          <Text c="dimmed">{`No ${unit} in this period to chart.`}</Text>
        ) : (
          <>
            <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
              <LineChart
                option={option}
                height={300}
                label={`Spend and ad sales in ${metrics.data.currency} and ACoS per ${unit}`}
              />
            </Suspense>
            <Text size="xs" c="dimmed">
              {`${calendarLabel(metrics.data.periods[0]?.period ?? metrics.data.from)} to ${calendarLabel(metrics.data.periods.at(-1)?.period ?? metrics.data.to)}; a ${unit} without ad sales has no ACoS.`}
              {metrics.data.dataThrough ? ` Ads data through ${calendarLabel(metrics.data.dataThrough)}.` : null}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
