import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';

interface ColumnChoice {
  id: string;
  header: string;
  isVisible: boolean;
  canHide: boolean;
}

interface ColumnVisibilityMenuProps {
  label: string;
  columns: readonly ColumnChoice[];
  onChange: (columnId: string, isVisible: boolean) => void;
}

/** A checkbox per column; the first column names the row, so it stays. */
export function ColumnVisibilityMenu({ label, columns, onChange }: ColumnVisibilityMenuProps) {
  return (
    <Popover position="bottom-end" trapFocus withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs">
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={`Columns of ${label}`}>
          <Text size="xs" c="dimmed">
            Shown columns, remembered on this device
          </Text>
          {columns.map((column) => (
            <Checkbox
              key={column.id}
              size="xs"
              label={column.header}
              checked={column.isVisible}
              disabled={!column.canHide}
              onChange={(event) => onChange(column.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
