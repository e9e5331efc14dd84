import type { TAlert } from '@brandlens/contracts';
import { ActionIcon, Menu } from '@mantine/core';
import {
  canReopen,
  canResolve,
  canSnooze,
  canUnsnooze,
  isUnread,
  muteTarget,
  type AlertCommands,
} from '../utils/alert-commands';
import { SNOOZE_PRESETS, snoozePresetUntil } from '../utils/snooze-until';

/** The actions on one alert that apply to its state. */
export function AlertActionsMenu({ alert, commands }: { alert: TAlert; commands: AlertCommands }) {
  const ids = [alert.id];
  const mute = muteTarget(alert);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={`Actions for ${alert.title}, ${alert.subject}`}
          disabled={commands.isBusy}
        >
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isUnread(alert) ? (
          <Menu.Item onClick={() => commands.run(ids, 'read')}>Mark as read</Menu.Item>
        ) : (
          <Menu.Item onClick={() => commands.run(ids, 'unread')}>Mark as unread</Menu.Item>
        )}
        {canResolve(alert) ? <Menu.Item onClick={() => commands.run(ids, 'resolve')}>Resolve</Menu.Item> : null}
        {canReopen(alert) ? <Menu.Item onClick={() => commands.run(ids, 'reopen')}>Reopen</Menu.Item> : null}
        {canSnooze(alert) ? (
          <>
            <Menu.Divider />
            {SNOOZE_PRESETS.map(({ preset, label }) => (
              <Menu.Item
                key={preset}
                onClick={() => commands.run(ids, 'snooze', snoozePresetUntil(preset, new Date()))}
              >
                {label}
              </Menu.Item>
            ))}
            <Menu.Item onClick={() => commands.chooseSnoozeDay(ids)}>Snooze until a day…</Menu.Item>
          </>
        ) : null}
        {canUnsnooze(alert) ? <Menu.Item onClick={() => commands.run(ids, 'unsnooze')}>Unsnooze</Menu.Item> : null}
        <Menu.Divider />
        <Menu.Item onClick={() => commands.mute(mute)}>{mute.label}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
