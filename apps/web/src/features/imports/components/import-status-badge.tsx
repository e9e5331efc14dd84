import type { TImport } from '@brandlens/contracts';
import { Badge } from '@mantine/core';
import { importStatusColors, importStatusLabels, isImportInterrupted } from '../utils/describe-import';

/** The import's status; queued again after its worker stopped, it reads as interrupted and resuming. */
export function ImportStatusBadge({ entry }: { entry: Pick<TImport, 'status' | 'interruptedAt'> }) {
  const interrupted = isImportInterrupted(entry);
  return (
    <Badge color={interrupted ? 'yellow' : importStatusColors[entry.status]} variant="light">
      {interrupted ? 'Interrupted, resuming' : importStatusLabels[entry.status]}
    </Badge>
  );
}
