import type { TAsinProfitLoss, TMarketplace } from '@brandlens/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type {
  DataTableColumn,
  DataTableServerState,
  TableFigure,
} from '../../../components/ui/data-table/data-table.types';
import { MarketplaceLabel } from '../../../components/ui/marketplace-label';
import { formatDate } from '../../../lib/format/format-date-time';
import type { ProductTableState, TProductSortKey } from '../api/get-asin-profit-loss';
import { isProductSortKey } from '../utils/product-table-params';

type TProductRow = TAsinProfitLoss['rows'][number];
type TFigures = TAsinProfitLoss['totals'];
type TFigureKey = keyof TFigures & TProductSortKey;

export const PRODUCT_TABLE_ID = 'profit-loss-products';

const FIGURE_COLUMNS: { key: TFigureKey; header: string; kind: 'units' | 'money' }[] = [
  { key: 'unitsSold', header: 'Units', kind: 'units' },
  { key: 'netSales', header: 'Net sales', kind: 'money' },
  { key: 'productCosts', header: 'Product costs', kind: 'money' },
  { key: 'totalMarketplaceFees', header: 'Marketplace fees', kind: 'money' },
  { key: 'contributionMargin1', header: 'CM1', kind: 'money' },
  { key: 'contributionMargin2', header: 'CM2', kind: 'money' },
  { key: 'contributionMargin3', header: 'CM3', kind: 'money' },
];

const asFigure = ({ amount, status }: TFigures[TFigureKey]): TableFigure => ({
  value: amount,
  isEstimated: status === 'estimated',
});

function productColumns(
  currency: string,
  totals: TFigures,
  marketplaces: ReadonlyMap<string, TMarketplace>,
): DataTableColumn<TProductRow>[] {
  return [
    { id: 'sku', header: 'SKU', kind: 'text', accessor: (row) => row.sku },
    { id: 'asin', header: 'ASIN', kind: 'text', accessor: (row) => row.asin, isSortable: false },
    { id: 'title', header: 'Title', kind: 'text', accessor: (row) => row.title, isSortable: false, isTruncated: true },
    { id: 'brand', header: 'Brand', kind: 'text', accessor: (row) => row.brand, isSortable: false },
    {
      id: 'marketplace',
      header: 'Marketplace',
      kind: 'text',
      // Sorted and exported by name; shown with the flag.
      accessor: (row) => marketplaces.get(row.marketplaceId)?.marketplaceName ?? row.marketplaceId,
      render: (row) => (
        <MarketplaceLabel marketplaceId={row.marketplaceId} marketplace={marketplaces.get(row.marketplaceId)} />
      ),
      isSortable: false,
    },
    ...FIGURE_COLUMNS.map(({ key, header, kind }): DataTableColumn<TProductRow> => ({
      id: key,
      header,
      kind,
      currency,
      accessor: (row) => asFigure(row[key]),
      total: asFigure(totals[key]),
    })),
  ];
}

interface ProductTableProps {
  data: TAsinProfitLoss;
  table: ProductTableState;
  marketplaces: readonly TMarketplace[] | undefined;
  onTableChange: (patch: Partial<ProductTableState>) => void;
  /** Every product of the filter in the table's order, for the export. */
  loadAllRows: () => Promise<TProductRow[]>;
}

const productRowId = (row: TProductRow) => `${row.marketplaceId}:${row.sku}`;

/** One page of products, sorted and paged by the server, with the totals over every product of the filter. */
export function ProductTable({ data, table, marketplaces, onTableChange, loadAllRows }: ProductTableProps) {
  const columns = useMemo(
    () =>
      productColumns(
        data.currency,
        data.totals,
        new Map((marketplaces ?? []).map((marketplace) => [marketplace.marketplaceId, marketplace])),
      ),
    [data.currency, data.totals, marketplaces],
  );

  const server: DataTableServerState<TProductRow> = {
    sort: { columnId: table.sortBy, direction: table.sortOrder },
    onSortChange: ({ columnId, direction }) => {
      if (isProductSortKey(columnId)) onTableChange({ sortBy: columnId, sortOrder: direction, page: 1 });
    },
    page: data.page,
    pageSize: data.pageSize,
    totalRows: data.totalRows,
    onPageChange: (page) => onTableChange({ page }),
    onPageSizeChange: (pageSize) => onTableChange({ pageSize, page: 1 }),
    loadAllRows,
  };

  return (
    <DataTable
      tableId={PRODUCT_TABLE_ID}
      label="Profit and loss per product"
      columns={columns}
      rows={data.rows}
      getRowId={productRowId}
      totalsLabel={`Totals (${data.totalRows} products)`}
      server={server}
      legend={
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {`Figures in ${data.currency}, ${formatDate(data.from)} to ${formatDate(data.to)}.`}
          </Text>
          <Text size="xs" c="dimmed">
            * Estimated: the settlement behind the figure is not final yet.
          </Text>
        </Stack>
      }
    />
  );
}
