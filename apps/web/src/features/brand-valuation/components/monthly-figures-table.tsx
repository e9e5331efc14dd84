import type { TPerformance } from '@brandlens/contracts';
import { Table, Text } from '@mantine/core';
import { FigureText } from '../../../components/ui/data-table/figure-text';

const monthLabel = (month: string): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

function Figure({ amount, status, currency }: { amount: string; status: 'estimated' | 'final'; currency: string }) {
  return <FigureText value={amount} kind="money" currency={currency} isEstimated={status === 'estimated'} />;
}

/** Net sales and EBITDA per month of the trailing period, in the response's currency. */
export function MonthlyFiguresTable({ performance }: { performance: TPerformance }) {
  const { months, currency } = performance;
  if (months.length === 0) return <Text size="sm">No month of this period has settlement data.</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label="Net sales and EBITDA per month" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th ta="right">Net sales ({currency})</Table.Th>
            <Table.Th ta="right">EBITDA ({currency})</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Td>{monthLabel(month.month)}</Table.Td>
              <Table.Td ta="right">
                <Figure {...month.netSales} currency={currency} />
              </Table.Td>
              <Table.Td ta="right">
                <Figure {...month.ebitda} currency={currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
