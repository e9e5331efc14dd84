import { alertTypeDefinition, type TAlertGroup } from '@brandlens/contracts';
import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format/format-date-time';
import type { useAlertsBySubject } from '../api/list-alerts-by-subject';
import type { AlertCommands } from '../utils/alert-commands';
import { AlertsEmptyState } from './alerts-empty-state';
import { AlertsTable } from './alerts-table';

interface AlertGroupsProps {
  sellerId: string;
  groups: ReturnType<typeof useAlertsBySubject>;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (selectedIds: Set<string>) => void;
  commands: AlertCommands;
}

function AlertGroupCard({ group, ...table }: Omit<AlertGroupsProps, 'sellerId' | 'groups'> & { group: TAlertGroup }) {
  const types = group.types.map((type) => alertTypeDefinition(type).name).join(', ');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={group.label}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <Stack gap={2}>
          <Title order={3} size="h5">
            {group.label}
          </Title>
          <Text size="xs" c="dimmed">
            {`${types} · latest ${formatDateTime(group.latestRaisedAt)}`}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="light">{`${group.open} open`}</Badge>
          {group.critical > 0 ? <Badge color="red">{`${group.critical} critical`}</Badge> : null}
        </Group>
      </Group>
      <AlertsTable
        label={`Alerts about ${group.label}`}
        selectAllLabel={`Select every alert about ${group.label}`}
        alerts={group.alerts}
        {...table}
      />
    </Paper>
  );
}

/** The open alerts gathered per subject, in the server's order. */
export function AlertGroups({ sellerId, groups, ...table }: AlertGroupsProps) {
  if (groups.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading alerts" />
      </Center>
    );
  }
  if (groups.isError) {
    return (
      <Alert color="red" variant="light">
        {groups.error.message}
      </Alert>
    );
  }
  if (groups.data.length === 0)
    return <AlertsEmptyState sellerId={sellerId} filters={{ status: 'open', type: null, severity: null }} />;
  return (
    <Stack gap="md">
      {groups.data.map((group) => (
        <AlertGroupCard key={group.key} group={group} {...table} />
      ))}
    </Stack>
  );
}
