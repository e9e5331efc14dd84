import type { TAdminUserDetail } from '@brandlens/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { paths } from '../../../config/paths';
import { notificationStore } from '../../../lib/notification-store';
import { useDeleteAdminUser } from '../api/admin-user';
import { useSendDailyAlertSummary } from '../api/send-daily-alert-summary';

type Confirming = 'summary' | 'delete' | null;

/** Send the daily alert summary now, log in as the user, or delete them: each asked first, but the log in. */
export function UserActionsSection({ user }: { user: TAdminUserDetail }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const send = useSendDailyAlertSummary(user.id);
  const remove = useDeleteAdminUser(user.id);

  return (
    <AdminDetailSection title="Actions">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          {user.isAdmin ? (
            <Button disabled variant="light" color="orange">
              Log in as this user
            </Button>
          ) : (
            // A plain link, not a client-side route: the API answers with a redirect into the app as the user.
            <Button component="a" href={paths.admin.logInAsUser.getHref(user.id)} variant="light" color="orange">
              Log in as this user
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => {
              send.reset();
              setConfirming('summary');
            }}
          >
            Send daily alert summary
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={user.isAdmin}
            onClick={() => {
              remove.reset();
              setConfirming('delete');
            }}
          >
            Delete user
          </Button>
        </Group>
        {user.isAdmin ? (
          <Text size="sm" c="dimmed">
            This user is an admin: an admin cannot be logged in as, nor deleted from here.
          </Text>
        ) : null}
        {send.data ? (
          <Alert color={send.data.sent ? 'teal' : 'yellow'} variant="light">
            {send.data.sent
              ? `The daily alert summary with ${send.data.alertCount} open ${send.data.alertCount === 1 ? 'alert' : 'alerts'} was sent to ${user.email}.`
              : `Nothing was sent: ${send.data.reason ?? 'the summary could not be sent'}.`}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming === 'summary'}
        title="Send the daily alert summary now?"
        confirmLabel="Send summary"
        color="blue"
        isPending={send.isPending}
        errorMessage={send.isError ? send.error.message : null}
        onClose={() => setConfirming(null)}
        onConfirm={() => send.mutate(undefined, { onSuccess: () => setConfirming(null) })}
      >
        {`${user.email} receives today's summary of their open alerts now, even if they switched it off or already had it today.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'delete'}
        title="Delete this user?"
        confirmLabel="Delete user"
        isPending={remove.isPending}
        errorMessage={remove.isError ? remove.error.message : null}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (deleted) => {
              notificationStore.show({
                type: 'success',
                message: `${deleted.email} was deleted and their sessions were revoked.`,
              });
              void navigate(paths.admin.users.getHref());
            },
          })
        }
      >
        {`${user.email} will be deleted and logged out everywhere. This cannot be undone.`}
      </ConfirmDialog>
    </AdminDetailSection>
  );
}
