import { Alert, Button, Group, Text } from '@mantine/core';
import { notificationStore } from '../../../lib/notification-store';
import { useSession } from '../../../lib/session/get-session';
import { useResendVerificationEmail } from '../api/resend-verification-email';

/** SPEC §4: users whose email address is not verified (user.activated false) are told so. */
export function VerifyEmailBanner() {
  const { data: session } = useSession();
  const resend = useResendVerificationEmail();
  if (!session || session.user.activated) return null;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        notificationStore.show({
          message: `We sent a new verification link to ${session.user.email}.`,
          type: 'success',
        }),
      onError: (error) => notificationStore.show({ message: error.message, type: 'error' }),
    });

  return (
    <Alert color="yellow" variant="light" title="Verify your email address" role="status" mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Open the link we sent to <strong>{session.user.email}</strong> to activate your account.
        </Text>
        <Button size="xs" variant="light" color="yellow" onClick={onResend} loading={resend.isPending}>
          Resend verification email
        </Button>
      </Group>
    </Alert>
  );
}
