import { PRODUCT_CHART_METRICS, type TProductChartMetric } from '@brandlens/contracts';
import { Alert, Group, Loader, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { LineChart } from '../../../components/charts/line-chart';
import { useProductChart } from '../api/get-product-chart';
import { buildProductMetricOption, CHART_METRIC_LABELS } from '../utils/build-product-trend-option';
import type { TProductRequest } from '../utils/product-filters';

interface ProductMetricChartProps {
  sellerId: string;
  productId: string;
  query: TProductRequest;
  metric: TProductChartMetric;
  view: 'DAILY' | 'MONTHLY';
  onChange: (patch: { metric?: TProductChartMetric; view?: 'DAILY' | 'MONTHLY' }) => void;
}

const METRIC_OPTIONS = PRODUCT_CHART_METRICS.map((value) => ({ value, label: CHART_METRIC_LABELS[value] }));

/** One metric of the product per day or month, chosen on the page (kept in the URL). */
export function ProductMetricChart({ sellerId, productId, query, metric, view, onChange }: ProductMetricChartProps) {
  // A daily chart reads at most a year: the last 90 days unless the period is shorter.
  const period = view === 'DAILY' && /months/.test(query.period) ? 'last-90-days' : query.period;
  const chart = useProductChart(sellerId, { ...query, period, productId, metric, aggregationView: view });
  const option = useMemo(() => (chart.data ? buildProductMetricOption(chart.data) : null), [chart.data]);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h4">
          {CHART_METRIC_LABELS[metric]}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            aria-label="Metric"
            w={190}
            allowDeselect={false}
            data={METRIC_OPTIONS}
            value={metric}
            onChange={(value) => {
              const next = PRODUCT_CHART_METRICS.find((item) => item === value);
              if (next) onChange({ metric: next });
            }}
          />
          <SegmentedControl
            size="xs"
            data={[
              { value: 'MONTHLY', label: 'Monthly' },
              { value: 'DAILY', label: 'Daily' },
            ]}
            value={view}
            onChange={(value) => onChange({ view: value === 'DAILY' ? 'DAILY' : 'MONTHLY' })}
          />
        </Group>
      </Group>
      {chart.isError ? (
        <Alert color="red" variant="light" title="The chart could not be loaded">
          {chart.error.message}
        </Alert>
      ) : option ? (
        <LineChart
          option={option}
          label={`${CHART_METRIC_LABELS[metric]} per ${view === 'DAILY' ? 'day' : 'month'}`}
          height={260}
        />
      ) : (
        <Loader size="sm" aria-label="Loading the chart" />
      )}
    </Stack>
  );
}
