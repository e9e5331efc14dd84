import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import type { useAlerts } from '../api/find-alerts';
import type { AlertCommands } from '../utils/alert-commands';
import type { AlertsFilters } from '../utils/alerts-filters';
import { AlertsEmptyState } from './alerts-empty-state';
import { AlertsTable } from './alerts-table';

interface AlertListProps {
  sellerId: string;
  filters: AlertsFilters;
  alerts: ReturnType<typeof useAlerts>;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (selectedIds: Set<string>) => void;
  commands: AlertCommands;
}

/** The alerts of the filters, a page at a time ('Load more' follows the server's cursor). */
export function AlertList({ sellerId, filters, alerts, selectedIds, onSelectionChange, commands }: AlertListProps) {
  if (alerts.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading alerts" />
      </Center>
    );
  }
  if (alerts.isError) {
    return (
      <Alert color="red" variant="light">
        {alerts.error.message}
      </Alert>
    );
  }
  const rows = alerts.data.pages.flatMap((page) => page.alerts);
  if (rows.length === 0) return <AlertsEmptyState sellerId={sellerId} filters={filters} />;

  return (
    <Stack gap="sm">
      <AlertsTable
        label="Alerts"
        selectAllLabel="Select every alert shown"
        alerts={rows}
        selectedIds={selectedIds}
        onSelectionChange={onSelectionChange}
        commands={commands}
      />
      {alerts.hasNextPage ? (
        <Center>
          <Button variant="default" loading={alerts.isFetchingNextPage} onClick={() => void alerts.fetchNextPage()}>
            Load more
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
