import { Stack, Text, Title } from '@mantine/core';
import type { TMarketplaceAccountHealth } from '@brandlens/contracts';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { violationLabel } from '../utils/health-format';

type Violation = TMarketplaceAccountHealth['policyViolations'][number];

const COLUMNS: readonly DataTableColumn<Violation>[] = [
  { id: 'type', header: 'Policy', kind: 'text', accessor: (row) => violationLabel(row.type) },
  { id: 'count', header: 'Open violations', kind: 'units', accessor: (row) => String(row.count) },
];

/** Open policy violations by Amazon's category; Amazon weighs them into the Account Health Rating. */
export function PolicyViolationsTable({ violations }: { violations: readonly Violation[] }) {
  const total = violations.reduce((sum, row) => sum + row.count, 0);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Policy violations
      </Title>
      <Text size="sm" c="dimmed">
        {`${total} open. Amazon's target is none; it weighs each into the Account Health Rating.`}
      </Text>
      <DataTable
        tableId="account-health-policy-violations"
        label="Policy violations by type"
        columns={COLUMNS}
        rows={violations}
        getRowId={(row) => row.type}
        initialSort={{ columnId: 'count', direction: 'desc' }}
        emptyText="The report gives no policy violation counts for this marketplace."
      />
    </Stack>
  );
}
