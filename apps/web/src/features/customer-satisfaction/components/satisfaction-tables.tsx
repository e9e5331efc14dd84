import type {
  TCustomerSatisfactionTrend,
  TSatisfactionBrandRow,
  TSatisfactionMonth,
  TSatisfactionProductRow,
} from '@brandlens/contracts';
import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { returnReasonColumns } from '../utils/return-reason-columns';
import { satisfactionFigureColumns } from '../utils/satisfaction-columns';

const NO_BRAND = 'No brand';

/** The months of the period with their figures: the numbers behind the charts. */
export function SatisfactionMonthTable({ data }: { data: TCustomerSatisfactionTrend }) {
  const columns = useMemo<DataTableColumn<TSatisfactionMonth>[]>(
    () => [
      { id: 'month', header: 'Month', kind: 'text', accessor: (row) => row.month },
      ...satisfactionFigureColumns<TSatisfactionMonth>(data.totals),
    ],
    [data],
  );
  return (
    <DataTable
      tableId="customer-satisfaction-months"
      label="Customer satisfaction per month"
      columns={columns}
      rows={data.months}
      getRowId={(row) => row.month}
      totalsLabel="Period"
      initialSort={{ columnId: 'month', direction: 'asc' }}
      initialPageSize={25}
    />
  );
}

export function SatisfactionBrandTable({ data }: { data: TCustomerSatisfactionTrend }) {
  const columns = useMemo<DataTableColumn<TSatisfactionBrandRow>[]>(
    () => [
      { id: 'brand', header: 'Brand', kind: 'text', accessor: (row) => row.name || NO_BRAND },
      ...satisfactionFigureColumns<TSatisfactionBrandRow>(data.totals),
      ...returnReasonColumns<TSatisfactionBrandRow>(data.returnReasons.available),
    ],
    [data],
  );
  return (
    <DataTable
      tableId="customer-satisfaction-brands"
      label="Customer satisfaction per brand"
      columns={columns}
      rows={data.brands}
      getRowId={(row) => `brand:${row.key}`}
      totalsLabel={`Totals (${data.brands.length} brand${data.brands.length === 1 ? '' : 's'})`}
      initialSort={{ columnId: 'unitsSold', direction: 'desc' }}
      initialPageSize={25}
      emptyText="No brand had ratings or units in this period."
    />
  );
}

interface ProductTableProps {
  data: TCustomerSatisfactionTrend;
  /** Shows one product only (the section's product filter). */
  onSelectAsin: (asin: string) => void;
}

export function SatisfactionProductTable({ data, onSelectAsin }: ProductTableProps) {
  const columns = useMemo<DataTableColumn<TSatisfactionProductRow>[]>(
    () => [
      {
        id: 'asin',
        header: 'ASIN',
        kind: 'text',
        accessor: (row) => row.asin,
        render: (row) =>
          row.asin === null ? null : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onSelectAsin(row.asin as string)}
              aria-label={`Show ${row.asin} only`}
            >
              {row.asin}
            </Anchor>
          ),
      },
      { id: 'skus', header: 'SKUs', kind: 'text', accessor: (row) => row.skus.join(', '), isTruncated: true },
      { id: 'title', header: 'Title', kind: 'text', accessor: (row) => row.title, isTruncated: true },
      { id: 'brand', header: 'Brand', kind: 'text', accessor: (row) => row.brandName ?? NO_BRAND },
      { id: 'marketplace', header: 'Marketplace', kind: 'text', accessor: (row) => row.marketplaceId },
      ...satisfactionFigureColumns<TSatisfactionProductRow>(data.totals),
      ...returnReasonColumns<TSatisfactionProductRow>(data.returnReasons.available),
    ],
    [data, onSelectAsin],
  );
  return (
    <DataTable
      tableId="customer-satisfaction-products"
      label="Customer satisfaction per product"
      columns={columns}
      rows={data.products}
      getRowId={(row) => row.key}
      totalsLabel={`Totals (${data.products.length} product${data.products.length === 1 ? '' : 's'})`}
      initialSort={{ columnId: 'unitsSold', direction: 'desc' }}
      initialPageSize={25}
      emptyText="No product had ratings or units in this period."
    />
  );
}
