import type { TStockRecommendations } from '@brandlens/contracts';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';

interface StockSummaryProps {
  data: Pick<TStockRecommendations, 'stockDay' | 'asOf' | 'windowDays' | 'salesThrough' | 'summary'>;
  /** Beside the heading: the report download. */
  actions?: ReactNode;
}

function Figure({ label, children }: { label: string; children: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Paper>
  );
}

/** The day of the stock figures, and what the rows of the filter add up to. */
export function StockSummary({ data, actions }: StockSummaryProps) {
  const { summary } = data;
  const capital =
    summary.reorderCapital.length === 0
      ? '—'
      : summary.reorderCapital.map(({ amount, currency }) => formatMoney(amount, currency)).join(' · ');
  return (
    <Stack gap="xs" component="section" aria-labelledby="stock-summary-heading">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h4" id="stock-summary-heading">
            {data.stockDay ? `Stock as of ${formatDate(data.stockDay)}` : 'No stock figures'}
          </Title>
          <Text size="xs" c="dimmed">
            {`Recommendations for ${formatDate(data.asOf)} (UTC), from sales over the ${data.windowDays} days to ${formatDate(data.salesThrough ?? data.asOf)}.`}
          </Text>
        </div>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure label="Out of stock">{String(summary.outOfStock)}</Figure>
        <Figure label="To reorder now">{String(summary.toReorderNow)}</Figure>
        <Figure label="To reorder soon">{String(summary.toReorderSoon)}</Figure>
        <Figure label="Capital needed">{capital}</Figure>
      </SimpleGrid>
    </Stack>
  );
}
