import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import type { StatementFilters } from '../../../lib/profit-loss/statement-filters';
import { useMonthlyProfitLoss } from '../api/get-profit-loss';
import { buildTrendOption } from '../utils/build-trend-option';

// ECharts is large: it loads in its own chunk once a trend has something to draw.
const LineChart = lazy(() =>
  import('../../../components/charts/line-chart').then(({ LineChart }) => ({ default: LineChart })),
);

interface ProfitLossTrendProps {
  sellerId: string;
  filters: StatementFilters;
}

/** Net sales, CM3 and EBITDA per month of the monthly statement, under the filters of the URL. */
export function ProfitLossTrend({ sellerId, filters }: ProfitLossTrendProps) {
  const statement = useMonthlyProfitLoss(sellerId, filters);
  const option = useMemo(() => (statement.data ? buildTrendOption(statement.data) : undefined), [statement.data]);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Trend
        </Title>
        {statement.isPending ? (
          <Loader size="sm" aria-label="Loading trend" />
        ) : statement.isError ? (
          <Alert color="red" variant="light">
            {statement.error.message}
          </Alert>
        ) : statement.data.periods.length === 0 || !option ? (
          <Text c="dimmed">No month in this period to chart.</Text>
        ) : (
          <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
            <LineChart option={option} label={`Net sales, CM3 and EBITDA per month in ${statement.data.currency}`} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
