import type { TImportStatus } from '@brandlens/contracts';
import { Badge } from '@mantine/core';
import { importStatusColors, importStatusLabels } from '../utils/describe-import';

export function ImportStatusBadge({ status }: { status: TImportStatus }) {
  return (
    <Badge color={importStatusColors[status]} variant="light">
      {importStatusLabels[status]}
    </Badge>
  );
}
