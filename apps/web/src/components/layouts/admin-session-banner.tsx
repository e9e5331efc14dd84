import { Badge } from '@mantine/core';
import { useSession } from '../../lib/session/get-session';

/** SPEC §6: an admin looking at a user's dashboard is reminded of it. */
export function AdminSessionBanner() {
  const { data: session } = useSession();
  if (!session?.isAdminSession) return null;
  return (
    <Badge color="orange" variant="filled" radius="sm" role="status" style={{ flexShrink: 0 }}>
      Logged in as admin
    </Badge>
  );
}
