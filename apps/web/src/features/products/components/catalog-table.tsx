import type { TCatalogRow, TProductsCatalog } from '@brandlens/contracts';
import { Group, Image, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn, TableFigure } from '../../../components/ui/data-table/data-table.types';
import { formatDate } from '../../../lib/format/format-date-time';

export const CATALOG_TABLE_LABEL = 'Product catalogue';

type MarketplaceNames = ReadonlyMap<string, string>;

const figure = (value: string | null, isEstimated = false): TableFigure | null =>
  value === null ? null : { value, isEstimated };
const count = (value: number | null) => (value === null ? null : String(value));

function catalogColumns(
  data: TProductsCatalog,
  marketplaces: MarketplaceNames,
  productHref: (row: TCatalogRow) => string | undefined,
): DataTableColumn<TCatalogRow>[] {
  const { currency, totals } = data;
  return [
    {
      id: 'title',
      header: 'Product',
      kind: 'text',
      accessor: (row) => row.title ?? row.sku,
      link: productHref,
      isTruncated: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          {row.imageUrl ? <Image src={row.imageUrl} alt="" w={32} h={32} fit="contain" radius="sm" /> : null}
          <span>{row.title ?? row.sku}</span>
        </Group>
      ),
    },
    { id: 'asin', header: 'ASIN', kind: 'text', accessor: (row) => row.asin },
    { id: 'sku', header: 'SKU', kind: 'text', accessor: (row) => row.sku },
    { id: 'brand', header: 'Brand', kind: 'text', accessor: (row) => row.brand },
    {
      id: 'marketplace',
      header: 'Marketplace',
      kind: 'text',
      accessor: (row) => marketplaces.get(row.marketplaceId) ?? row.marketplaceId,
    },
    { id: 'price', header: 'Avg. price', kind: 'money', currency, accessor: (row) => figure(row.price) },
    {
      id: 'unitsSold',
      header: 'Units',
      kind: 'units',
      accessor: (row) => String(row.unitsSold),
      total: String(totals.unitsSold),
    },
    {
      id: 'netSales',
      header: 'Net sales',
      kind: 'money',
      currency,
      accessor: (row) => figure(row.netSales, row.estimated),
      total: figure(totals.netSales, totals.estimated),
    },
    {
      id: 'contributionMargin3',
      header: 'CM3',
      kind: 'money',
      currency,
      accessor: (row) => figure(row.contributionMargin3, row.estimated),
      total: figure(totals.contributionMargin3, totals.estimated),
    },
    {
      id: 'margin',
      header: 'Margin',
      kind: 'percent',
      accessor: (row) => figure(row.margin, row.estimated),
      total: figure(totals.margin, totals.estimated),
    },
    { id: 'stock', header: 'Stock', kind: 'units', accessor: (row) => count(row.stock), total: String(totals.stock) },
    { id: 'bsr', header: 'BSR', kind: 'units', accessor: (row) => count(row.bsr) },
    { id: 'rating', header: 'Rating', kind: 'units', accessor: (row) => row.rating },
  ];
}

interface CatalogTableProps {
  data: TProductsCatalog;
  marketplaces: MarketplaceNames;
  productHref: (row: TCatalogRow) => string | undefined;
}

/** One row per SKU × marketplace: sortable, first column fixed, totals, CSV/XLSX export of what is shown. */
export function CatalogTable({ data, marketplaces, productHref }: CatalogTableProps) {
  const columns = useMemo(() => catalogColumns(data, marketplaces, productHref), [data, marketplaces, productHref]);
  return (
    <DataTable
      tableId="products-catalog"
      label={CATALOG_TABLE_LABEL}
      columns={columns}
      rows={data.rows}
      getRowId={(row) => `${row.marketplaceId}:${row.sku}`}
      totalsLabel={`Totals (${data.rows.length} product${data.rows.length === 1 ? '' : 's'})`}
      initialSort={{ columnId: 'netSales', direction: 'desc' }}
      emptyText="No product matches these filters. Clear the search or choose all brands and marketplaces."
      legend={
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {`Figures in ${data.currency}, ${formatDate(data.from)} to ${formatDate(data.to)}, from the settlements as the P&L statement counts them. Margin = CM3 / net sales. Stock, BSR and rating: the latest on or before the period's end.`}
          </Text>
          <Text size="xs" c="dimmed">
            * Estimated: not settled yet, an estimated rate, or a SKU without a cost of goods.
          </Text>
        </Stack>
      }
    />
  );
}
