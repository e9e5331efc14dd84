import type { TAlert } from '@brandlens/contracts';
import { Checkbox, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { isUnread, type AlertCommands } from '../utils/alert-commands';
import { AlertActionsMenu } from './alert-actions-menu';
import { AlertFigures } from './alert-figures';
import classes from './alerts.module.css';
import { SeverityBadge } from './severity-badge';

interface AlertRowProps {
  alert: TAlert;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
  commands: AlertCommands;
}

/** Where the alert stands when that is not simply open. */
function statusLine(alert: TAlert): string | null {
  if (alert.status === 'snoozed' && alert.snoozedUntil) return `Snoozed until ${formatDateTime(alert.snoozedUntil)}`;
  if (alert.status === 'resolved' && alert.resolvedAt) return `Resolved ${formatDateTime(alert.resolvedAt)}`;
  if (alert.status === 'cleared' && alert.clearedAt) return `Cleared by itself ${formatDateTime(alert.clearedAt)}`;
  return null;
}

export function AlertRow({ alert, isSelected, onSelectedChange, commands }: AlertRowProps) {
  const isAlertUnread = isUnread(alert);
  const status = statusLine(alert);
  return (
    <Table.Tr
      className={isAlertUnread ? classes.unread : undefined}
      data-unread={isAlertUnread || undefined}
      aria-label={`${alert.title}, ${alert.subject}`}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Select ${alert.title}, ${alert.subject}`}
          checked={isSelected}
          onChange={(event) => onSelectedChange(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <SeverityBadge severity={alert.severity} />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {isAlertUnread ? <VisuallyHidden>Unread</VisuallyHidden> : null}
          <Text size="sm" className={classes.title}>
            {alert.title}
          </Text>
          <Text size="sm" c="dimmed">
            {alert.message}
          </Text>
          {status ? (
            <Text size="xs" c="dimmed">
              {status}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{alert.subject}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.nowrap}>
          {formatDateTime(alert.raisedAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <AlertFigures figures={alert.figures} />
      </Table.Td>
      <Table.Td>
        <AlertActionsMenu alert={alert} commands={commands} />
      </Table.Td>
    </Table.Tr>
  );
}
