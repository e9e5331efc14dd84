import { Alert, Loader, Table, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format/format-date-time';
import { formatUnitCost } from '../../../lib/format/format-money';
import { useCostOfGoods } from '../api/list-cost-of-goods';

/** Unit landed costs by SKU; each applies from its day until the day before the next one. */
export function CostOfGoodsTable({ sellerId }: { sellerId: string }) {
  const costs = useCostOfGoods(sellerId);

  if (costs.isPending) return <Loader size="sm" aria-label="Loading cost of goods" />;
  if (costs.isError) {
    return (
      <Alert color="red" variant="light">
        {costs.error.message}
      </Alert>
    );
  }
  if (costs.data.length === 0) return <Text c="dimmed">Upload a cost of goods file to see the costs here.</Text>;

  return (
    <Table.ScrollContainer minWidth={600}>
      <Table aria-label="Cost of goods" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th ta="right">Unit landed cost</Table.Th>
            <Table.Th>Valid from</Table.Th>
            <Table.Th>Valid until</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {costs.data.map((cost) => (
            <Table.Tr key={`${cost.sku}-${cost.validFrom}`}>
              <Table.Td>{cost.sku}</Table.Td>
              <Table.Td ta="right">{formatUnitCost(cost.unitLandedCost, cost.currency)}</Table.Td>
              <Table.Td>{formatDate(cost.validFrom)}</Table.Td>
              <Table.Td>{cost.validUntil ? formatDate(cost.validUntil) : 'Open'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
