import { Alert, Loader, Stack } from '@mantine/core';
import { RouteTitle } from '../../components/layouts/route-title';
import { useSession } from '../../lib/session/get-session';
import { InviteUserButton } from '../../features/invites/components/invite-user-button';
import { useUser } from '../../features/user-settings/api/get-user';
import { EmailSettingsForm } from '../../features/user-settings/components/email-settings-form';
import { OrganizationMembers } from '../../features/user-settings/components/organization-members';
import { PasswordForm } from '../../features/user-settings/components/password-form';
import { ProfileForm } from '../../features/user-settings/components/profile-form';

// The user's own settings: profile and default currency, password, which mails they get, and
// the organization's members with the invitations still open.

function Profile({ userId }: { userId: string }) {
  const user = useUser(userId);
  if (user.isPending) return <Loader size="sm" aria-label="Loading your profile" />;
  if (user.isError) {
    return (
      <Alert color="red" variant="light">
        {user.error.message}
      </Alert>
    );
  }
  return <ProfileForm key={user.data.id} user={user.data} />;
}

export function Component() {
  // The auth guard has verified the session before this page renders.
  const { data: session } = useSession();
  return (
    <>
      <RouteTitle />
      <Stack gap="lg">
        {session ? <Profile userId={session.user.id} /> : null}
        <PasswordForm />
        <EmailSettingsForm />
        <OrganizationMembers inviteAction={<InviteUserButton />} />
      </Stack>
    </>
  );
}
