import type { TAlert } from '@brandlens/contracts';
import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { canReopen, canResolve, canSnooze, isUnread, type AlertCommands } from '../utils/alert-commands';
import { SNOOZE_PRESETS, snoozePresetUntil } from '../utils/snooze-until';

interface AlertsBulkBarProps {
  selected: readonly TAlert[];
  commands: AlertCommands;
  onClear: () => void;
}

const idsWhere = (alerts: readonly TAlert[], applies: (alert: TAlert) => boolean) =>
  alerts.filter(applies).map((alert) => alert.id);

/** The actions on every selected alert; each goes to the selected alerts it applies to. */
export function AlertsBulkBar({ selected, commands, onClear }: AlertsBulkBarProps) {
  const toRead = idsWhere(selected, isUnread);
  const toUnread = idsWhere(selected, (alert) => !isUnread(alert));
  const toResolve = idsWhere(selected, canResolve);
  const toReopen = idsWhere(selected, canReopen);
  const toSnooze = idsWhere(selected, canSnooze);
  const disabled = (ids: string[]) => ids.length === 0 || commands.isBusy;

  return (
    <Paper withBorder p="xs" radius="md" role="group" aria-label="Selected alerts">
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={600}>{`${selected.length} selected`}</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={disabled(toRead)} onClick={() => commands.run(toRead, 'read')}>
            Mark read
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={disabled(toUnread)}
            onClick={() => commands.run(toUnread, 'unread')}
          >
            Mark unread
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={disabled(toResolve)}
            onClick={() => commands.run(toResolve, 'resolve')}
          >
            Resolve
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={disabled(toReopen)}
            onClick={() => commands.run(toReopen, 'reopen')}
          >
            Reopen
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" disabled={disabled(toSnooze)}>
                Snooze
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {SNOOZE_PRESETS.map(({ preset, label }) => (
                <Menu.Item
                  key={preset}
                  onClick={() => commands.run(toSnooze, 'snooze', snoozePresetUntil(preset, new Date()))}
                >
                  {label}
                </Menu.Item>
              ))}
              <Menu.Item onClick={() => commands.chooseSnoozeDay(toSnooze)}>Snooze until a day…</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button size="xs" variant="subtle" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
