import type { TImport } from '@brandlens/contracts';
import { List, Stack, Text } from '@mantine/core';
import { describeImportError, FAILED_IMPORT_NOTICE } from '../utils/describe-import';

interface ImportErrorsProps {
  entry: Pick<TImport, 'fileName' | 'status' | 'errors'>;
}

/** Why an import failed, line by line; a failed file stores nothing, so the list says so first. */
export function ImportErrors({ entry }: ImportErrorsProps) {
  return (
    <Stack gap={4}>
      {entry.status === 'failed' ? (
        <Text size="sm" fw={500} c="red">
          {FAILED_IMPORT_NOTICE}
        </Text>
      ) : null}
      {entry.errors.length > 0 ? (
        <List size="sm" aria-label={`Errors of ${entry.fileName}`}>
          {entry.errors.map((error, index) => (
            <List.Item key={`${error.line ?? 'file'}-${index}`}>{describeImportError(error)}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
