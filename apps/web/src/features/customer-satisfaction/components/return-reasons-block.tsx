import type { TCustomerSatisfactionTrend, TReturnReasonShare } from '@brandlens/contracts';
import { Alert, Progress, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { fractionToPercent } from '../utils/format-fraction';

const SOURCE_NAMES = { 'sp-api': 'synced from Seller Central', upload: 'uploaded', demo: 'demo data' } as const;

/** Why units came back in the period: every reason with its units and share, from the returns report. */
export function ReturnReasonsBlock({ data }: { data: TCustomerSatisfactionTrend }) {
  const { returnReasons, returnReasonsSource } = data;
  const columns = useMemo<DataTableColumn<TReturnReasonShare>[]>(
    () => [
      { id: 'label', header: 'Reason', kind: 'text', accessor: (row) => row.label },
      { id: 'reason', header: 'Amazon code', kind: 'text', accessor: (row) => row.reason },
      {
        id: 'units',
        header: 'Units',
        kind: 'units',
        accessor: (row) => String(row.units),
        total: String(returnReasons.units),
      },
      {
        id: 'share',
        header: 'Share of returned units',
        kind: 'percent',
        accessor: (row) => ({ value: fractionToPercent(row.share) }),
        render: (row) => (
          <Stack gap={2} miw={120}>
            <Text size="sm" ta="right">{`${Number(fractionToPercent(row.share)).toFixed(1)} %`}</Text>
            <Progress value={Number(fractionToPercent(row.share))} size="sm" aria-hidden />
          </Stack>
        ),
      },
    ],
    [returnReasons.units],
  );
  let body;
  if (!returnReasons.available || returnReasonsSource === null) {
    body = (
      <Alert variant="light" color="gray">
        {returnReasons.message}
      </Alert>
    );
  } else if (returnReasons.units === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No returns in the FBA customer returns report for this period and filter.
      </Text>
    );
  } else {
    body = (
      <DataTable
        tableId="customer-satisfaction-return-reasons"
        label="Return reasons"
        columns={columns}
        rows={returnReasons.reasons}
        getRowId={(row) => `reason:${row.reason}`}
        totalsLabel="All reasons"
        initialSort={{ columnId: 'units', direction: 'desc' }}
        initialPageSize={25}
      />
    );
  }
  return (
    <Stack gap={4} data-testid="return-reasons">
      <Title order={3} size="h5">
        Return reasons
      </Title>
      {returnReasonsSource === null ? null : (
        <Text size="xs" c="dimmed">
          {`From the FBA customer returns report (${SOURCE_NAMES[returnReasonsSource]}), by return date. ` +
            'Share = the reason’s units / all units returned in the report for this filter; it can differ from the ' +
            'refunded units of the return rate, which count by the refund’s posting day.'}
        </Text>
      )}
      {body}
    </Stack>
  );
}
