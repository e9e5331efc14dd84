import { Alert, Loader, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/format-date-time';
import { useImports } from '../api/list-imports';
import { ImportHistoryRow } from './import-history-row';

/** Every import of the seller, newest first, each failed one with its errors one click away. */
export function ImportHistory({ sellerId }: { sellerId: string }) {
  const imports = useImports(sellerId);
  const [expandedId, setExpandedId] = useState<string | null>(null);

  if (imports.isPending) return <Loader size="sm" aria-label="Loading imports" />;
  if (imports.isError) {
    return (
      <Alert color="red" variant="light">
        {imports.error.message}
      </Alert>
    );
  }
  if (imports.data.length === 0) return <Text c="dimmed">No report has been imported yet.</Text>;

  return (
    <Table.ScrollContainer minWidth={800}>
      <Table aria-label="Imports" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>Report</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Stored</Table.Th>
            <Table.Th>{`Started (${DEFAULT_TIME_ZONE})`}</Table.Th>
            <Table.Th>{`Finished (${DEFAULT_TIME_ZONE})`}</Table.Th>
            <Table.Th>Errors</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.data.map((entry) => (
            <ImportHistoryRow
              key={entry.id}
              entry={entry}
              isExpanded={expandedId === entry.id}
              onToggle={() => setExpandedId((current) => (current === entry.id ? null : entry.id))}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
