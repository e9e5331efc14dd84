import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataFreshnessLine } from '../../../components/ui/data-freshness-line';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { ReportDownloadMenu } from '../../../components/ui/report-download-menu';
import { BasisSelect, CurrencySelect, PeriodSelect } from '../../../components/ui/statement-filter-selects';
import { paths } from '../../../config/paths';
import { isZeroDecimal } from '../../../lib/format/format-money';
import { statementFiltersToQuery } from '../../../lib/profit-loss/statement-filters';
import { useStatementFilters } from '../../../lib/profit-loss/use-statement-filters';
import type { ProfitLossCell } from '../api/find-profit-loss-rows';
import { previousMonth } from '../utils/rank-actions';
import { ActionsList } from './actions-list';
import { useOperationsStatement } from '../api/get-operations-statement';
import { FreePlanOverlay } from './free-plan-overlay';
import { OrderBasisNote } from './order-basis-note';
import { StatementRowsDrawer } from './statement-rows-drawer';
import { StatementTable } from './statement-table';

/** The Operations Assistant: the monthly statement with its filters, drill-down and download. */
export function OperationsAssistant({ sellerId, today = new Date() }: { sellerId: string; today?: Date }) {
  const { filters, setFilters } = useStatementFilters();
  const statement = useOperationsStatement(sellerId, filters);
  const [openCell, setOpenCell] = useState<ProfitLossCell | null>(null);
  const openRows = (line: string, period: string) =>
    setOpenCell({ line, period, brand: filters.brand, marketplace: filters.marketplace, basis: filters.basis });

  const toolbar = (
    <Stack gap={4}>
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end" gap="sm">
          <CurrencySelect
            value={filters.targetCurrency ?? statement.data?.currency}
            onChange={(targetCurrency) => setFilters({ targetCurrency })}
          />
          <PeriodSelect value={filters.period} onChange={(period) => setFilters({ period })} />
          <BasisSelect value={filters.basis} onChange={(basis) => setFilters({ basis })} />
        </Group>
        <ReportDownloadMenu
          label="Download"
          getHref={(format) =>
            paths.downloads.operationsReport.getHref(sellerId, { ...statementFiltersToQuery(filters), format })
          }
        />
      </Group>
      <DataFreshnessLine sellerId={sellerId} />
    </Stack>
  );

  let body;
  if (statement.isPending) body = <Loader size="sm" aria-label="Loading the statement" />;
  else if (statement.isError) {
    body = (
      <Alert color="red" variant="light">
        {statement.error.message}
      </Alert>
    );
  } else if (isEmptyStatement(statement.data)) {
    body = (
      <EmptyStateCard>
        Import settlement reports under{' '}
        <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)}>
          Settings
        </Anchor>{' '}
        to see your statement.
      </EmptyStateCard>
    );
  } else {
    body = (
      <Stack gap="md">
        <ActionsList
          sellerId={sellerId}
          statement={statement.data}
          filters={filters}
          lastMonth={previousMonth(today)}
          onOpenCell={openRows}
        />
        {statement.data.orderDating ? (
          <OrderBasisNote sellerId={sellerId} periods={statement.data.periods} dating={statement.data.orderDating} />
        ) : null}
        {statement.data.isLimitedToFreePlan ? <FreePlanOverlay /> : null}
        <StatementTable statement={statement.data} onOpenCell={openRows} />
        <Text size="xs" c="dimmed">
          {statement.data.basis === 'order'
            ? '* Estimated: the settlement behind the figure is not final yet, or some of its rows are dated by posted date because their order is in no imported orders report. Select a figure to see its ledger rows.'
            : '* Estimated: the settlement behind the figure is not final yet. Select a figure to see its ledger rows.'}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {toolbar}
      {body}
      <StatementRowsDrawer sellerId={sellerId} cell={openCell} onClose={() => setOpenCell(null)} />
    </Stack>
  );
}

/** No period, or every line zero over the whole range: nothing imported for this filter. */
function isEmptyStatement(statement: { periods: string[]; lines: { total: { amount: string } }[] }): boolean {
  return statement.periods.length === 0 || statement.lines.every((line) => isZeroDecimal(line.total.amount));
}
