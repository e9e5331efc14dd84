import type { TPortfolio } from '@brandlens/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type {
  DataTableColumn,
  DataTableServerState,
  TableFigure,
} from '../../../components/ui/data-table/data-table.types';
import { paths } from '../../../config/paths';
import type { PortfolioParams } from '../api/get-portfolio';
import { isPortfolioSortColumn, monthLabel } from '../utils/portfolio-columns';

type TSellerRow = TPortfolio['sellers'][number];
type TMonthFigures = NonNullable<TSellerRow['month']>;
type TFigure = TMonthFigures['netSales'];

export const PORTFOLIO_TABLE_ID = 'portfolio';

const asFigure = (figure: TFigure | undefined): TableFigure | null =>
  figure ? { value: figure.amount, isEstimated: figure.status === 'estimated' } : null;

const CONNECTION_LABELS = {
  connected: { label: 'Connected', color: 'green' },
  error: { label: 'Needs attention', color: 'red' },
  'not-connected': { label: 'Uploads only', color: 'gray' },
} as const;

const FIGURES: { key: keyof TMonthFigures; header: string; kind: 'money' | 'units' }[] = [
  { key: 'netSales', header: 'Net sales', kind: 'money' },
  { key: 'contributionMargin3', header: 'CM3', kind: 'money' },
  { key: 'unitsSold', header: 'Units', kind: 'units' },
];

function portfolioColumns(data: TPortfolio): DataTableColumn<TSellerRow>[] {
  const { currency, periods, totals } = data;
  const months = [
    { field: 'month', label: monthLabel(periods.month), suffix: '' },
    { field: 'previousMonth', label: monthLabel(periods.previousMonth), suffix: 'Previous' },
  ] as const;
  return [
    {
      id: 'name',
      header: 'Seller',
      kind: 'text',
      accessor: (row) => row.name || row.slug,
      link: (row) => paths.seller.operationsAssistant.getHref(row.slug),
    },
    {
      id: 'connection',
      header: 'Connection',
      kind: 'text',
      accessor: (row) => CONNECTION_LABELS[row.connection.state].label,
      render: (row) => (
        <Badge size="sm" variant="light" color={CONNECTION_LABELS[row.connection.state].color} tt="none">
          {CONNECTION_LABELS[row.connection.state].label}
        </Badge>
      ),
      isSortable: false,
    },
    { id: 'lastDataDate', header: 'Last data', kind: 'date', accessor: (row) => row.lastLedgerDay },
    ...FIGURES.flatMap(({ key, header, kind }) =>
      months.map(({ field, label, suffix }): DataTableColumn<TSellerRow> => ({
        id: `${key}${suffix}`,
        header: `${header} ${label}`,
        kind,
        ...(kind === 'money' ? { currency } : {}),
        accessor: (row) => asFigure(row[field]?.[key]),
        total: asFigure(totals[field]?.[key]),
        isSortable: suffix === '',
      })),
    ),
    {
      id: 'openActions',
      header: 'Open actions',
      kind: 'units',
      accessor: (row) => String(row.openActions.count),
      link: (row) => (row.openActions.count > 0 ? paths.seller.operationsAssistant.getHref(row.slug) : undefined),
    },
  ];
}

interface PortfolioTableProps {
  data: TPortfolio;
  params: PortfolioParams;
  onParamsChange: (patch: Partial<PortfolioParams>) => void;
  loadAllRows: () => Promise<TSellerRow[]>;
}

/** One page of the organisation's sellers, sorted and paged by the server, with totals over all of them. */
export function PortfolioTable({ data, params, onParamsChange, loadAllRows }: PortfolioTableProps) {
  const columns = useMemo(() => portfolioColumns(data), [data]);
  const server: DataTableServerState<TSellerRow> = {
    sort: { columnId: params.sort, direction: params.direction },
    onSortChange: ({ columnId, direction }) => {
      if (isPortfolioSortColumn(columnId)) onParamsChange({ sort: columnId, direction, page: 1 });
    },
    page: params.page,
    pageSize: params.pageSize,
    totalRows: data.totalCount,
    onPageChange: (page) => onParamsChange({ page }),
    onPageSizeChange: (pageSize) => onParamsChange({ pageSize, page: 1 }),
    loadAllRows,
  };
  return (
    <DataTable
      tableId={PORTFOLIO_TABLE_ID}
      label="Your sellers"
      columns={columns}
      rows={data.sellers}
      getRowId={(row) => row.id}
      totalsLabel={`All ${data.totalCount} sellers`}
      server={server}
      legend={
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {`Figures in ${data.currency}, calendar months (UTC), converted with the rates of each day.`}
          </Text>
          <Text size="xs" c="dimmed">
            * Estimated: the settlement behind the figure is not final yet.
          </Text>
        </Stack>
      }
      emptyText="No seller on this page."
    />
  );
}
