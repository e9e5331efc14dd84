import type { TImport } from '@brandlens/contracts';
import { Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { formatFileSize } from '../../../lib/format/format-file-size';
import { describeImportCounts, isImportActive, reportLabelOf } from '../utils/describe-import';
import { ImportErrors } from './import-errors';
import { ImportStatusBadge } from './import-status-badge';
import { UnreconciledSettlements } from './unreconciled-settlements';

const COLUMN_COUNT = 8;

interface ImportHistoryRowProps {
  entry: TImport;
  isExpanded: boolean;
  onToggle: () => void;
}

export function ImportHistoryRow({ entry, isExpanded, onToggle }: ImportHistoryRowProps) {
  const hasDetails = entry.errors.length > 0 || entry.status === 'failed' || entry.unreconciledSettlements.length > 0;
  const detailsId = `import-errors-${entry.id}`;
  return (
    <>
      <Table.Tr>
        <Table.Td>{entry.fileName}</Table.Td>
        <Table.Td>{reportLabelOf(entry)}</Table.Td>
        <Table.Td>{entry.fileSize === null ? '—' : formatFileSize(entry.fileSize)}</Table.Td>
        <Table.Td>
          <ImportStatusBadge entry={entry} />
          {isImportActive(entry) ? <Text size="xs" c="dimmed">{`${entry.percent} %`}</Text> : null}
        </Table.Td>
        <Table.Td>{entry.status === 'succeeded' ? describeImportCounts(entry) : '—'}</Table.Td>
        <Table.Td>{entry.startedAt ? formatDateTime(entry.startedAt) : '—'}</Table.Td>
        <Table.Td>{entry.finishedAt ? formatDateTime(entry.finishedAt) : '—'}</Table.Td>
        <Table.Td>
          {hasDetails ? (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={onToggle}
              aria-expanded={isExpanded}
              aria-controls={detailsId}
            >
              {isExpanded ? 'Hide details' : describeDetails(entry)}
            </Button>
          ) : null}
        </Table.Td>
      </Table.Tr>
      {hasDetails && isExpanded ? (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={COLUMN_COUNT}>
            {entry.status === 'failed' || entry.errors.length > 0 ? <ImportErrors entry={entry} /> : null}
            <UnreconciledSettlements entry={entry} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

function describeDetails(entry: Pick<TImport, 'errors' | 'unreconciledSettlements'>): string {
  if (entry.unreconciledSettlements.length > 0 && entry.errors.length === 0) {
    return `Not reconciled (${entry.unreconciledSettlements.length})`;
  }
  return `Show errors (${entry.errors.length})`;
}
