import type { TMarketplace, TStockAggregation, TStockRecommendation } from '@brandlens/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn, TableFigure } from '../../../components/ui/data-table/data-table.types';
import { MarketplaceLabel } from '../../../components/ui/marketplace-label';
import { describeTrend, inboundUnits, STOCK_STATUS } from '../utils/stock-status';

export const STOCK_TABLE_ID = 'stock-recommendations';
export const STOCK_TABLE_LABEL = 'Stock recommendations';

const units = (value: number | null): string | null => (value === null ? null : String(value));

const unitColumn = (
  id: string,
  header: string,
  value: (row: TStockRecommendation) => number | null,
): DataTableColumn<TStockRecommendation> => ({ id, header, kind: 'units', accessor: (row) => units(value(row)) });

/** The row's name: its SKU, or its parent ASIN in the roll-up to parents. */
export const rowName = (row: TStockRecommendation): string => row.sku ?? row.parentAsin ?? row.asin ?? row.key;

function stockColumns(
  aggregation: TStockAggregation,
  marketplaces: ReadonlyMap<string, TMarketplace>,
  detailHref: (row: TStockRecommendation) => string,
): DataTableColumn<TStockRecommendation>[] {
  const isParent = aggregation === 'parent';
  const marketplaceName = (row: TStockRecommendation) =>
    row.marketplaceId === null
      ? 'All marketplaces'
      : (marketplaces.get(row.marketplaceId)?.marketplaceName ?? row.marketplaceId);
  return [
    { id: 'product', header: isParent ? 'Parent ASIN' : 'SKU', kind: 'text', accessor: rowName, link: detailHref },
    ...(isParent
      ? []
      : [{ id: 'asin', header: 'ASIN', kind: 'text' as const, accessor: (row: TStockRecommendation) => row.asin }]),
    { id: 'title', header: 'Title', kind: 'text', accessor: (row) => row.title, isTruncated: true },
    { id: 'brand', header: 'Brand', kind: 'text', accessor: (row) => row.brand },
    {
      id: 'marketplace',
      header: 'Marketplace',
      kind: 'text',
      // Sorted and exported by name; shown with the flag.
      accessor: marketplaceName,
      render: (row) =>
        row.marketplaceId === null ? (
          marketplaceName(row)
        ) : (
          <MarketplaceLabel marketplaceId={row.marketplaceId} marketplace={marketplaces.get(row.marketplaceId)} />
        ),
    },
    ...(aggregation === 'sku' ? [] : [unitColumn('skuCount', 'SKUs', (row) => row.skuCount)]),
    unitColumn('fulfillable', 'Fulfillable', (row) => row.stock.fulfillable),
    unitColumn('inbound', 'Inbound', (row) => inboundUnits(row.stock)),
    unitColumn('reserved', 'Reserved', (row) => row.stock.reserved),
    unitColumn('unsellable', 'Unsellable', (row) => row.stock.unsellable),
    {
      id: 'unitsPerDay',
      header: 'Units/day',
      kind: 'units',
      accessor: (row): TableFigure => ({ value: row.velocity.unitsPerDay, isEstimated: true }),
    },
    {
      id: 'trend',
      header: 'Trend',
      kind: 'percent',
      accessor: (row) => row.velocity.trendPercent,
      render: (row) => {
        const trend = describeTrend(row.velocity);
        return trend === null ? '—' : <span title={`Sales ${row.velocity.trend}`}>{trend}</span>;
      },
    },
    unitColumn('daysOfCover', 'Days of cover', (row) => row.daysOfCover),
    { id: 'stockOutDate', header: 'Stock-out', kind: 'date', accessor: (row) => row.stockOutDate },
    { id: 'reorderDate', header: 'Reorder by', kind: 'date', accessor: (row) => row.reorderDate },
    unitColumn('reorderQuantity', 'Reorder qty', (row) => row.reorderQuantity),
    {
      id: 'reorderCapital',
      header: 'Capital',
      kind: 'money',
      // Each row in the currency of its landed cost.
      accessor: (row) =>
        row.reorderCapital ? { value: row.reorderCapital.amount, currency: row.reorderCapital.currency } : null,
    },
    {
      id: 'status',
      header: 'Status',
      kind: 'text',
      accessor: (row) => STOCK_STATUS[row.status].label,
      render: (row) => (
        <Badge color={STOCK_STATUS[row.status].color} variant="light" size="sm">
          {STOCK_STATUS[row.status].label}
        </Badge>
      ),
      // By name the order would mean nothing; reorder date and days of cover sort by urgency.
      isSortable: false,
    },
  ];
}

interface StockTableProps {
  rows: readonly TStockRecommendation[];
  aggregation: TStockAggregation;
  windowDays: number;
  marketplaces: readonly TMarketplace[] | undefined;
  /** The page itself with this row's panel open. */
  detailHref: (row: TStockRecommendation) => string;
}

/** Every row of the filter, sorted and paged in the browser (the endpoint sends them all at once). */
export function StockTable({ rows, aggregation, windowDays, marketplaces, detailHref }: StockTableProps) {
  const columns = useMemo(
    () =>
      stockColumns(
        aggregation,
        new Map((marketplaces ?? []).map((marketplace) => [marketplace.marketplaceId, marketplace])),
        detailHref,
      ),
    [aggregation, marketplaces, detailHref],
  );
  return (
    <DataTable
      tableId={STOCK_TABLE_ID}
      label={STOCK_TABLE_LABEL}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.key}
      legend={
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {`Select a ${aggregation === 'parent' ? 'parent ASIN' : 'SKU'} to see its history and how its figures are found.`}
          </Text>
          <Text size="xs" c="dimmed">
            {`* Estimated: units sold per in-stock day over the last ${windowDays} days.`}
          </Text>
        </Stack>
      }
    />
  );
}
