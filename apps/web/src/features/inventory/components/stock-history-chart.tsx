import { Alert, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { dayLabel } from '../../../components/charts/line-chart-option';
import { HISTORY_DAYS, useInventoryHistory } from '../api/get-inventory-history';
import { buildStockHistoryOption } from '../utils/build-stock-history-option';

// ECharts is large: it loads in its own chunk once a panel has something to draw.
const LineChart = lazy(() =>
  import('../../../components/charts/line-chart').then(({ LineChart }) => ({ default: LineChart })),
);

interface StockHistoryChartProps {
  sellerId: string;
  sku: string;
  marketplaceId: string;
}

/** A SKU's daily fulfillable and inbound stock and its units sold in one marketplace. */
export function StockHistoryChart({ sellerId, sku, marketplaceId }: StockHistoryChartProps) {
  const history = useInventoryHistory(sellerId, sku, marketplaceId);
  const option = useMemo(() => (history.data ? buildStockHistoryOption(history.data) : undefined), [history.data]);

  if (history.isPending) return <Loader size="sm" aria-label="Loading stock history" />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light">
        {history.error.message}
      </Alert>
    );
  }
  if (history.data.days.length === 0 || !option) return <Text c="dimmed">No stock history for this SKU yet.</Text>;
  return (
    <>
      <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
        <LineChart
          option={option}
          height={280}
          label={`Daily fulfillable and inbound stock and units sold of ${sku}, last ${HISTORY_DAYS} days`}
        />
      </Suspense>
      <Text size="xs" c="dimmed">
        {`${dayLabel(history.data.from)} to ${dayLabel(history.data.to)} (UTC); a gap is a day without stock figures.`}
      </Text>
    </>
  );
}
