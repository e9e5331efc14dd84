import type { TAlert } from '@brandlens/contracts';
import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/format-date-time';
import type { AlertCommands } from '../utils/alert-commands';
import { AlertRow } from './alert-row';

interface AlertsTableProps {
  /** The table's accessible name. */
  label: string;
  /** The select-all checkbox's accessible name. */
  selectAllLabel: string;
  alerts: readonly TAlert[];
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (selectedIds: Set<string>) => void;
  commands: AlertCommands;
}

/** Alerts with their severity, subject, date and figures, each selectable and with its own actions. */
export function AlertsTable({
  label,
  selectAllLabel,
  alerts,
  selectedIds,
  onSelectionChange,
  commands,
}: AlertsTableProps) {
  const selectedHere = alerts.filter((alert) => selectedIds.has(alert.id)).length;
  const setSelected = (ids: readonly string[], isSelected: boolean) => {
    const next = new Set(selectedIds);
    for (const id of ids) {
      if (isSelected) next.add(id);
      else next.delete(id);
    }
    onSelectionChange(next);
  };

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={selectAllLabel}
                checked={alerts.length > 0 && selectedHere === alerts.length}
                indeterminate={selectedHere > 0 && selectedHere < alerts.length}
                onChange={(event) =>
                  setSelected(
                    alerts.map((alert) => alert.id),
                    event.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            <Table.Th w={104}>Severity</Table.Th>
            <Table.Th>Alert</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>{`Raised (${DEFAULT_TIME_ZONE})`}</Table.Th>
            <Table.Th>Figures</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alerts.map((alert) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              isSelected={selectedIds.has(alert.id)}
              onSelectedChange={(isSelected) => setSelected([alert.id], isSelected)}
              commands={commands}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
