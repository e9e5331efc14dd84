import type { TCurrencyCode, TProfitabilityFigures } from '@brandlens/contracts';
import { Alert, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { FigureText } from '../../../components/ui/data-table/figure-text';
import { useProfitability } from '../api/get-brand-sources';
import { BASIS_LABELS, describeDates } from '../utils/describe-basis';

const unitsFormatter = new Intl.NumberFormat('en-US');

type MoneyKey = 'netSales' | 'ebitda' | 'contributionMargin3' | 'adExpenses';

const MONEY_ROWS: { key: MoneyKey; label: string }[] = [
  { key: 'netSales', label: 'Net sales' },
  { key: 'ebitda', label: 'EBITDA' },
  { key: 'contributionMargin3', label: 'Contribution margin 3' },
  { key: 'adExpenses', label: 'Ad expenses' },
];

function Money({ figures, field, currency }: { figures: TProfitabilityFigures; field: MoneyKey; currency: string }) {
  const figure = figures[field];
  return (
    <FigureText value={figure.amount} kind="money" currency={currency} isEstimated={figure.status === 'estimated'} />
  );
}

/** The ledger figures behind the profitability indicators, one column per basis they use. */
export function ProfitabilityFigures({
  sellerId,
  brand,
  targetCurrency,
}: {
  sellerId: string;
  brand: string;
  targetCurrency: TCurrencyCode | undefined;
}) {
  const profitability = useProfitability(sellerId, brand, targetCurrency);

  let body;
  if (profitability.isPending) body = <Loader size="sm" aria-label="Loading the profitability figures" />;
  else if (profitability.isError) {
    body = (
      <Alert color="red" variant="light">
        {profitability.error.message}
      </Alert>
    );
  } else {
    const { figures, currency } = profitability.data;
    body = (
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Profitability figures" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Figure ({currency})</Table.Th>
              {figures.map((column) => (
                <Table.Th key={column.basis} ta="right">
                  {BASIS_LABELS[column.basis]}
                  <Text size="xs" c="dimmed" fw={400}>
                    {describeDates(column.from, column.to)}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MONEY_ROWS.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                {figures.map((column) => (
                  <Table.Td key={column.basis} ta="right">
                    <Money figures={column} field={row.key} currency={currency} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>Units sold / refunded</Table.Td>
              {figures.map((column) => (
                <Table.Td key={column.basis} ta="right">
                  {unitsFormatter.format(column.unitsSold)} / {unitsFormatter.format(column.unitsRefunded)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profitability-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="profitability-heading">
          Behind the profitability indicators
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
