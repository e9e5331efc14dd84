import { useState } from 'react';
import { notificationStore } from '../../../lib/notification-store';
import { useMuteAlertType } from '../api/mute-alert-type';
import { useUpdateAlerts } from '../api/update-alerts';
import { describeUpdate, type AlertCommands, type TAlertAction } from '../utils/alert-commands';

const showError = (error: Error) => notificationStore.show({ type: 'error', message: error.message });

/**
 * The requests behind the alert actions, with their outcome told in a notification. `onDone` runs
 * after a successful update (the panel clears its selection); the snooze dialog's alerts are kept here.
 */
export function useAlertCommands(sellerId: string, onDone: () => void) {
  const update = useUpdateAlerts(sellerId);
  const mute = useMuteAlertType(sellerId);
  const [snoozeIds, setSnoozeIds] = useState<string[]>([]);

  const run = (alertIds: string[], action: TAlertAction, snoozedUntil?: string) => {
    if (alertIds.length === 0) return;
    update.mutate(
      { alertIds, action, ...(snoozedUntil ? { snoozedUntil } : {}) },
      {
        onSuccess: (result) => {
          notificationStore.show({ type: 'success', message: describeUpdate(action, result.updated) });
          onDone();
        },
        onError: showError,
      },
    );
  };

  const commands: AlertCommands = {
    run,
    chooseSnoozeDay: setSnoozeIds,
    mute: ({ label: _label, ...body }) =>
      mute.mutate(body, {
        onSuccess: () =>
          notificationStore.show({
            type: 'success',
            message: 'Muted. The rule is in the Rules tab, where it can be unmuted.',
          }),
        onError: showError,
      }),
    isBusy: update.isPending || mute.isPending,
  };

  const snooze = {
    alertCount: snoozeIds.length,
    onSnooze: (snoozedUntil: string) => {
      run(snoozeIds, 'snooze', snoozedUntil);
      setSnoozeIds([]);
    },
    onClose: () => setSnoozeIds([]),
  };

  return { commands, snooze };
}
