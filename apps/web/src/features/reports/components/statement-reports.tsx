import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CurrencySelect, PeriodSelect } from '../../../components/ui/statement-filter-selects';
import { useStatementFilters } from '../../../lib/profit-loss/use-statement-filters';
import { useDownloadStatementReport, type TReportFormat } from '../api/download-statement-report';

/** Statement downloads for a chosen period and currency; a failure is told in a notification. */
export function StatementReports({ sellerId }: { sellerId: string }) {
  const { filters, setFilters } = useStatementFilters();
  const download = useDownloadStatementReport();
  const pending = (format: TReportFormat) => download.isPending && download.variables.format === format;
  const start = (format: TReportFormat) =>
    download.mutate({ sellerId, format, period: filters.period, targetCurrency: filters.targetCurrency });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            Profit and loss statement
          </Title>
          <Text c="dimmed" size="sm">
            One row per statement line, one column per month, with the totals and whether each figure is final.
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <PeriodSelect value={filters.period} onChange={(period) => setFilters({ period })} />
          <CurrencySelect
            value={filters.targetCurrency}
            onChange={(targetCurrency) => setFilters({ targetCurrency })}
          />
          <Button loading={pending('csv')} disabled={download.isPending} onClick={() => start('csv')}>
            Download CSV
          </Button>
          <Button loading={pending('xlsx')} disabled={download.isPending} onClick={() => start('xlsx')}>
            Download XLSX
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
