import { Alert, Button, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';
import { useProfitLossRows, type ProfitLossCell } from '../api/find-profit-loss-rows';
import { lineLabel, periodLabel } from '../utils/statement-lines';

interface StatementRowsDrawerProps {
  sellerId: string;
  /** The open cell; null closes the drawer. */
  cell: ProfitLossCell | null;
  onClose: () => void;
}

const describePeriod = (period: string): string =>
  period.includes('..') ? period.split('..').map(periodLabel).join(' – ') : periodLabel(period);

/** The ledger rows behind one statement cell, a page at a time. */
export function StatementRowsDrawer({ sellerId, cell, onClose }: StatementRowsDrawerProps) {
  return (
    <Drawer
      opened={cell !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={cell ? `${lineLabel(cell.line)} · ${describePeriod(cell.period)}` : ''}
    >
      {cell ? <RowsList sellerId={sellerId} cell={cell} /> : null}
    </Drawer>
  );
}

function RowsList({ sellerId, cell }: { sellerId: string; cell: ProfitLossCell }) {
  const rows = useProfitLossRows(sellerId, cell);

  if (rows.isPending) return <Loader size="sm" aria-label="Loading rows" />;
  if (rows.isError) {
    return (
      <Alert color="red" variant="light">
        {rows.error.message}
      </Alert>
    );
  }
  const all = rows.data.pages.flatMap((page) => page.rows);
  if (all.length === 0) return <Text c="dimmed">No ledger rows behind this figure.</Text>;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Amounts as settled, in each row&apos;s currency.
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label="Ledger rows" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {all.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDate(row.day)}</Table.Td>
                <Table.Td>{`${row.transactionType} / ${row.amountType}`}</Table.Td>
                <Table.Td>{row.amountDescription}</Table.Td>
                <Table.Td>{row.sku ?? '—'}</Table.Td>
                <Table.Td>{row.orderId ?? '—'}</Table.Td>
                <Table.Td ta="right">{row.quantity ?? '—'}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.amount, row.currency)}</Table.Td>
                <Table.Td>{row.status === 'estimated' ? 'Estimated' : 'Final'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.hasNextPage ? (
        <Button variant="light" loading={rows.isFetchingNextPage} onClick={() => void rows.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
