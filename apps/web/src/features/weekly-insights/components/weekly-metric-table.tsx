import {
  WEEKLY_METRICS,
  type TMarketplace,
  type TWeeklyFilters,
  type TWeeklyMetric,
  type TWeeklyMetricKey,
  type TWeeklyValueUnit,
} from '@brandlens/contracts';
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn, TDataTableColumnKind } from '../../../components/ui/data-table/data-table.types';
import { useWeeklyMetric } from '../api/get-weekly-metric';

type TRow = TWeeklyMetric['rows'][number];

const KIND_OF: Record<TWeeklyValueUnit, TDataTableColumnKind> = {
  units: 'units',
  count: 'units',
  rank: 'units',
  rating: 'units',
  money: 'money',
  percent: 'percent',
  text: 'text',
};

const NOTES: Partial<Record<TWeeklyMetricKey, string>> = {
  'average-selling-price': 'Product sales after discounts ÷ units sold.',
  'ad-spend': "The ads reports' spend of the product; the second figure is the units the ads report attributes.",
  reviews: "Star ratings on the product page at the week's end (the latest snapshot on or before Sunday).",
  bsr: 'Best seller rank in the main category on the last reading on or before Sunday; lower is better.',
  returns: 'Units on refund rows; the return rate is returned ÷ sold.',
  'listing-performance': 'Sessions from Sales and Traffic; conversion = units ordered ÷ sessions.',
  'paid-to-organic-ratio': 'Ad-attributed units ÷ units sold: the share of sales the ads brought.',
  'net-margin': 'CM3 ÷ net sales, with ad spend from the ads reports.',
};

function metricColumns(data: TWeeklyMetric, marketplaces: ReadonlyMap<string, TMarketplace>): DataTableColumn<TRow>[] {
  const definition = WEEKLY_METRICS[data.metric];
  const kind = KIND_OF[data.unit];
  const currency = kind === 'money' ? data.currency : undefined;
  const estimated = new Set(data.estimatedWeeks);
  const weekColumns: DataTableColumn<TRow>[] = data.weeks.map((week, index) => ({
    id: week.week,
    header: `${week.week}${estimated.has(week.week) ? ' *' : ''}`,
    kind,
    ...(currency ? { currency } : {}),
    accessor: (row) => row.values[index] ?? null,
    total: data.total.values[index] ?? null,
  }));
  const secondary = definition.secondary;
  const last = data.weeks.length - 1;
  return [
    { id: 'sku', header: 'SKU', kind: 'text', accessor: (row) => row.sku },
    { id: 'title', header: 'Title', kind: 'text', accessor: (row) => row.title, isTruncated: true },
    {
      id: 'marketplace',
      header: 'Marketplace',
      kind: 'text',
      accessor: (row) => marketplaces.get(row.marketplaceId)?.marketplaceName ?? row.marketplaceId,
    },
    ...weekColumns,
    {
      id: 'change',
      header: 'Change',
      kind: kind === 'text' ? 'text' : kind,
      ...(currency ? { currency } : {}),
      accessor: (row) => row.change,
      total: data.total.change,
    },
    {
      id: 'changePercent',
      header: 'Change %',
      kind: 'percent',
      accessor: (row) => row.changePercent,
      total: data.total.changePercent,
    },
    ...(secondary
      ? [
          {
            id: 'secondary',
            header: `${secondary.label} (${data.weeks[last]?.week ?? ''})`,
            kind: KIND_OF[secondary.unit],
            ...(secondary.unit === 'money' ? { currency: data.currency } : {}),
            accessor: (row: TRow) => row.secondary?.[last] ?? null,
            total: data.total.secondary?.[last] ?? null,
          } satisfies DataTableColumn<TRow>,
        ]
      : []),
  ];
}

interface WeeklyMetricTableProps {
  sellerId: string;
  metric: TWeeklyMetricKey;
  query: TWeeklyFilters;
  marketplaces: readonly TMarketplace[] | undefined;
}

/** One metric per product for the last weeks, with the change of the last week; exportable. */
export function WeeklyMetricTable({ sellerId, metric, query, marketplaces }: WeeklyMetricTableProps) {
  const result = useWeeklyMetric(sellerId, metric, query);
  const definition = WEEKLY_METRICS[metric];
  const columns = useMemo(
    () =>
      result.data
        ? metricColumns(
            result.data,
            new Map((marketplaces ?? []).map((marketplace) => [marketplace.marketplaceId, marketplace])),
          )
        : [],
    [result.data, marketplaces],
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid={`weekly-metric-${metric}`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {definition.label}
        </Title>
        {result.isPending ? <Loader size="sm" aria-label={`Loading ${definition.label}`} /> : null}
        {result.isError ? (
          <Alert color="red" variant="light" title={`${definition.label} could not be loaded`}>
            {result.error.message}
          </Alert>
        ) : null}
        {result.data ? (
          <DataTable
            tableId={`weekly-${metric}`}
            label={`${definition.label} per week`}
            columns={columns}
            rows={result.data.rows}
            getRowId={(row) => row.key}
            totalsLabel={`All products (${result.data.rows.length})`}
            initialPageSize={25}
            emptyText={`No product has ${definition.label.toLowerCase()} figures in these weeks.`}
            legend={
              <Text size="xs" c="dimmed">
                {[
                  NOTES[metric],
                  definition.unit === 'money' || definition.secondary?.unit === 'money'
                    ? `Amounts in ${result.data.currency}.`
                    : '',
                  'ISO weeks, Monday to Sunday. Change: the last week against the one before.',
                  result.data.estimatedWeeks.length > 0
                    ? '* Estimated: some orders of the week are not settled yet or lack a landed cost.'
                    : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              </Text>
            }
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
