import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSession } from '../../../lib/session/get-session';
import { isOperationsUser } from '../../../lib/session/session-rules';
import { InviteUserDialog } from './invite-user-dialog';

/** Top bar entry to the Invite User dialog; operations users cannot invite (SPEC §6). */
export function InviteUserButton() {
  const { data: session } = useSession();
  const [opened, { open, close }] = useDisclosure(false);
  if (!session || isOperationsUser(session)) return null;

  return (
    <>
      <Button size="xs" variant="light" onClick={open}>
        Invite User
      </Button>
      <InviteUserDialog
        opened={opened}
        onClose={close}
        userId={session.user.id}
        organizationName={session.organization.name}
      />
    </>
  );
}
