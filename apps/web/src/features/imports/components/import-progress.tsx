import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useImport } from '../api/get-import';
import { describeImportCounts, isImportActive, reportLabelOf } from '../utils/describe-import';
import { ImportErrors } from './import-errors';
import { ImportStatusBadge } from './import-status-badge';
import { UnreconciledSettlements } from './unreconciled-settlements';

interface ImportProgressProps {
  sellerId: string;
  importId: string;
}

const rowsFormatter = new Intl.NumberFormat('en-US');

/** The import's own progress after the upload: polled every second until it succeeds or fails. */
export function ImportProgress({ sellerId, importId }: ImportProgressProps) {
  const { data: entry, error } = useImport(sellerId, importId);
  if (!entry) {
    return error ? (
      <Alert color="red" variant="light">
        {error.message}
      </Alert>
    ) : null;
  }
  return (
    <Stack gap="xs" data-testid="import-progress">
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {entry.fileName}
        </Text>
        <ImportStatusBadge entry={entry} />
      </Group>
      {isImportActive(entry) ? (
        <>
          <Progress value={entry.percent} aria-label="Import progress" animated />
          <Text size="sm" c="dimmed">
            {`${rowsFormatter.format(entry.rowsRead)} rows read · ${entry.percent} %`}
          </Text>
        </>
      ) : null}
      {entry.status === 'succeeded' ? (
        <Text size="sm" c="green">
          {`${reportLabelOf(entry)} imported: ${describeImportCounts(entry)}.`}
        </Text>
      ) : null}
      {entry.status === 'succeeded' ? <UnreconciledSettlements entry={entry} /> : null}
      {entry.status === 'failed' ? <ImportErrors entry={entry} /> : null}
    </Stack>
  );
}
