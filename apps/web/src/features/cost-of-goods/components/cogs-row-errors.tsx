import type { TCogsRowError } from '@brandlens/contracts';
import { Alert, List, Text } from '@mantine/core';
import { describeCogsRowError } from '../utils/describe-cogs-upload';

interface CogsRowErrorsProps {
  message: string;
  rowErrors: TCogsRowError[];
}

/** Why the server refused the file; it stores nothing when any row is bad. */
export function CogsRowErrors({ message, rowErrors }: CogsRowErrorsProps) {
  return (
    <Alert color="red" variant="light" title="The file was not stored">
      {rowErrors.length === 0 ? (
        <Text size="sm">{message}</Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            Correct these rows and upload the file again; nothing of it was stored.
          </Text>
          <List size="sm" aria-label="Rows with errors">
            {rowErrors.map((error, index) => (
              <List.Item key={`${error.row}-${error.column}-${index}`}>{describeCogsRowError(error)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
