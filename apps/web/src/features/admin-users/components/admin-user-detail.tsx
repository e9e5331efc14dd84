import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAdminUser } from '../api/admin-user';
import { UserActionsSection } from './user-actions-section';
import { UserEmailSettingsSection } from './user-email-settings-section';
import { UserOrganizationSection } from './user-organization-section';
import { UserProfileSection } from './user-profile-section';

/** One user: profile, organization and plan, email settings and the admin's actions. */
export function AdminUserDetail({ userId }: { userId: string }) {
  const user = useAdminUser(userId);

  if (user.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading the user" />
      </Group>
    );
  }
  if (user.isError) {
    // A malformed id answers 422 from the contract, an unknown one 404: both mean 'no such user'.
    const isMissing = user.error instanceof ApiError && [404, 422].includes(user.error.status);
    return isMissing ? (
      <EmptyStateCard
        heading="User not found"
        action={{ label: 'Back to the users', href: paths.admin.users.getHref() }}
      >
        No user has this id: they may have been deleted. Find them in the users list by email or name.
      </EmptyStateCard>
    ) : (
      <Alert color="red" title="The user could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{user.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { data } = user;
  const fullName = `${data.firstName} ${data.lastName}`.trim();
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {fullName || data.email}
        </Title>
        {data.isAdmin ? (
          <Badge color="orange" variant="light">
            Admin
          </Badge>
        ) : null}
        {data.role === 'OPERATIONS' ? <Badge variant="light">Operations User</Badge> : null}
        <Anchor component={Link} to={paths.admin.users.getHref()} size="sm" ml="auto">
          All users
        </Anchor>
      </Group>
      <UserProfileSection user={data} />
      <UserOrganizationSection organization={data.organization} />
      <UserEmailSettingsSection userId={data.id} />
      <UserActionsSection user={data} />
    </Stack>
  );
}
