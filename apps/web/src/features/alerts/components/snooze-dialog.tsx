import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/format-date-time';
import { checkSnoozeDay, firstSnoozeDay, snoozeDayUntil } from '../utils/snooze-until';

interface SnoozeDialogProps {
  /** How many alerts the snooze is for; the dialog is open while it is above zero. */
  alertCount: number;
  onSnooze: (snoozedUntil: string) => void;
  onClose: () => void;
}

function SnoozeForm({ alertCount, onSnooze, onClose }: SnoozeDialogProps) {
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkSnoozeDay(day, new Date());
    setError(problem);
    if (!problem) onSnooze(snoozeDayUntil(day));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {`${alertCount === 1 ? 'The alert leaves' : `The ${alertCount} alerts leave`} the open list until the start of that day (${DEFAULT_TIME_ZONE}).`}
        </Text>
        <TextInput
          type="date"
          label="Snooze until"
          min={firstSnoozeDay(new Date())}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Snooze</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Snooze until a day the user picks. */
export function SnoozeDialog(props: SnoozeDialogProps) {
  return (
    <Modal opened={props.alertCount > 0} onClose={props.onClose} title="Snooze alerts">
      {/* Mounted per opening, so a day typed last time does not linger. */}
      {props.alertCount > 0 ? <SnoozeForm {...props} /> : null}
    </Modal>
  );
}
