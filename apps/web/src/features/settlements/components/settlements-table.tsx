import { Alert, Loader, Table } from '@mantine/core';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { DEFAULT_TIME_ZONE, formatDate } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';
import { useSettlements } from '../api/list-settlements';
import { ReconciliationBadge } from './reconciliation-badge';

/** Imported settlements with their reconciliation: total versus the sum of the stored rows. */
export function SettlementsTable({ sellerId }: { sellerId: string }) {
  const settlements = useSettlements(sellerId);

  if (settlements.isPending) return <Loader size="sm" aria-label="Loading settlements" />;
  if (settlements.isError) {
    return (
      <Alert color="red" variant="light">
        {settlements.error.message}
      </Alert>
    );
  }
  if (settlements.data.length === 0) return <EmptyStateCard>Import a settlement report to see it here.</EmptyStateCard>;

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label="Settlements" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Settlement id</Table.Th>
            <Table.Th>{`Period (${DEFAULT_TIME_ZONE})`}</Table.Th>
            <Table.Th>{`Deposit date (${DEFAULT_TIME_ZONE})`}</Table.Th>
            <Table.Th>Currency</Table.Th>
            <Table.Th ta="right">Total amount</Table.Th>
            <Table.Th ta="right">Rows total</Table.Th>
            <Table.Th>Difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settlements.data.map((settlement) => (
            <Table.Tr key={settlement.settlementId}>
              <Table.Td>{settlement.settlementId}</Table.Td>
              <Table.Td>{`${formatDate(settlement.startDate)} – ${formatDate(settlement.endDate)}`}</Table.Td>
              <Table.Td>{settlement.depositDate ? formatDate(settlement.depositDate) : '—'}</Table.Td>
              <Table.Td>{settlement.currency}</Table.Td>
              <Table.Td ta="right">{formatMoney(settlement.totalAmount, settlement.currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(settlement.rowsTotal, settlement.currency)}</Table.Td>
              <Table.Td>
                <ReconciliationBadge settlement={settlement} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
