import type { TAsinProfitLoss } from '@brandlens/contracts';
import { Table, UnstyledButton } from '@mantine/core';
import type { ProductTableState, TProductSortKey } from '../api/get-asin-profit-loss';
import { StatementFigure } from './statement-figure';

type TFigures = TAsinProfitLoss['totals'];

const FIGURE_COLUMNS: { key: keyof TFigures & TProductSortKey; label: string; kind: string }[] = [
  { key: 'unitsSold', label: 'Units', kind: 'units' },
  { key: 'netSales', label: 'Net sales', kind: 'ledger' },
  { key: 'productCosts', label: 'Product costs', kind: 'cost' },
  { key: 'totalMarketplaceFees', label: 'Marketplace fees', kind: 'ledger' },
  { key: 'contributionMargin1', label: 'CM1', kind: 'derived' },
  { key: 'contributionMargin2', label: 'CM2', kind: 'derived' },
  { key: 'contributionMargin3', label: 'CM3', kind: 'derived' },
];

interface ProductTableProps {
  data: TAsinProfitLoss;
  table: ProductTableState;
  onSort: (sortBy: TProductSortKey) => void;
}

/** One page of products, sorted by the server, with the totals over every product of the filter. */
export function ProductTable({ data, table, onSort }: ProductTableProps) {
  const sortHeader = (key: TProductSortKey, label: string, align: 'left' | 'right') => {
    const active = table.sortBy === key;
    const sort = active ? (table.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none';
    return (
      <Table.Th key={key} ta={align} aria-sort={sort}>
        <UnstyledButton fw={600} fz="sm" onClick={() => onSort(key)}>
          {label}
          {active ? (table.sortOrder === 'asc' ? ' ▲' : ' ▼') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };

  const figures = (row: TFigures) =>
    FIGURE_COLUMNS.map((column) => (
      <Table.Td key={column.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
        <StatementFigure {...row[column.key]} kind={column.kind} currency={data.currency} />
      </Table.Td>
    ));

  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table aria-label="Profit and loss per product" striped>
        <Table.Thead>
          <Table.Tr>
            {sortHeader('sku', 'SKU', 'left')}
            <Table.Th>ASIN</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Brand</Table.Th>
            <Table.Th>Marketplace</Table.Th>
            {FIGURE_COLUMNS.map((column) => sortHeader(column.key, column.label, 'right'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={`${row.marketplaceId}:${row.sku}`}>
              <Table.Td>{row.sku}</Table.Td>
              <Table.Td>{row.asin ?? '—'}</Table.Td>
              <Table.Td>{row.title ?? '—'}</Table.Td>
              <Table.Td>{row.brand ?? '—'}</Table.Td>
              <Table.Td>{row.marketplaceId}</Table.Td>
              {figures(row)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="totals-row" fw={700}>
            <Table.Th colSpan={5} scope="row">
              {`Totals (${data.totalRows} products)`}
            </Table.Th>
            {figures(data.totals)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
