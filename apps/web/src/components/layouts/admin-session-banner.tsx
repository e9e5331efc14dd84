import { Badge, Button, Group, Text } from '@mantine/core';
import { notificationStore } from '../../lib/notification-store';
import { useSession } from '../../lib/session/get-session';
import { useLogout } from '../../lib/session/logout';
import { getFullName } from '../../lib/session/session-rules';

/**
 * SPEC §6: an admin looking at a user's dashboard is reminded of it. After 'Log in as', it also
 * says whose account this is and leads back: logging out of this session resumes the admin's.
 */
export function AdminSessionBanner() {
  const { data: session } = useSession();
  const logout = useLogout();
  if (!session?.isAdminSession) return null;
  const badge = (
    <Badge color="orange" variant="filled" radius="sm" role="status" style={{ flexShrink: 0 }}>
      Logged in as admin
    </Badge>
  );
  if (!session.impersonatedBy) return badge;
  const returnToAdmin = () =>
    logout.mutate(undefined, { onError: (error) => notificationStore.show({ message: error.message, type: 'error' }) });
  return (
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      {badge}
      <Text size="sm" c="orange.4" visibleFrom="md" truncate maw={260} title={session.user.email}>
        Viewing the account of {getFullName(session.user)}
      </Text>
      <Button size="compact-sm" variant="light" color="orange" onClick={returnToAdmin} loading={logout.isPending}>
        Return to admin
      </Button>
    </Group>
  );
}
