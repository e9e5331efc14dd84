import { Button } from '@mantine/core';
import { notificationStore } from '../../../lib/notification-store';
import { useSubmitAlertEvaluation } from '../api/submit-alert-evaluation';

/** Evaluates the rules now instead of at the next import, sync or daily run; the list follows. */
export function CheckNowButton({ sellerId }: { sellerId: string }) {
  const submit = useSubmitAlertEvaluation(sellerId);
  return (
    <Button
      variant="default"
      loading={submit.isPending}
      onClick={() =>
        submit.mutate(undefined, {
          onSuccess: () =>
            notificationStore.show({
              type: 'success',
              message: 'Checking the rules now. New alerts appear here within a few seconds.',
            }),
          onError: (error) => notificationStore.show({ type: 'error', message: error.message }),
        })
      }
    >
      Check now
    </Button>
  );
}
