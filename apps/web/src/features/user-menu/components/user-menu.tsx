import { Avatar, Badge, Button, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { notificationStore } from '../../../lib/notification-store';
import { useSession } from '../../../lib/session/get-session';
import { useLogout } from '../../../lib/session/logout';
import { getFullName, isOperationsUser } from '../../../lib/session/session-rules';
import { getInitials, getPlanBadgeLabel } from '../utils/plan-badge';
import { SubscriptionDialog } from './subscription-dialog';

/** SPEC §2 user menu: who is logged in, the organization and its plan, upgrade, settings, logout. */
export function UserMenu() {
  const { data: session } = useSession();
  const logout = useLogout();
  const [menuOpened, setMenuOpened] = useState(false);
  const [upgradeOpened, upgrade] = useDisclosure(false);
  if (!session) return null;

  const { user, organization } = session;
  const isOperations = isOperationsUser(session);
  const onLogout = () =>
    logout.mutate(undefined, { onError: (error) => notificationStore.show({ message: error.message, type: 'error' }) });

  const openUpgrade = () => {
    setMenuOpened(false);
    upgrade.open();
  };

  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal opened={menuOpened} onChange={setMenuOpened}>
        <Menu.Target>
          {/* Named by hidden text, not aria-label: an aria-label that leaves out the visible initials fails WCAG 2.5.3. */}
          <UnstyledButton>
            <VisuallyHidden>User menu</VisuallyHidden>
            <Avatar radius="xl" color="teal" size="md" aria-hidden>
              {getInitials(user.firstName, user.lastName, user.email)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Stack gap={4} px="sm" py="xs">
            <Text fw={600} truncate data-testid="user-menu-name">
              {getFullName(user)}
            </Text>
            {isOperations ? (
              <Badge color="grape" variant="light" w="fit-content">
                Operations User
              </Badge>
            ) : null}
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" truncate data-testid="user-menu-organization">
                {organization.name}
              </Text>
              <Badge size="sm" variant="outline" data-testid="plan-badge">
                {getPlanBadgeLabel(organization.plan)}
              </Badge>
            </Group>
            {/* A plain button, not a menu item: SPEC §2 calls it the UPGRADE button. */}
            <Button size="xs" mt={4} onClick={openUpgrade} disabled={isOperations}>
              UPGRADE
            </Button>
          </Stack>
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.settings.getHref()}>
            Settings
          </Menu.Item>
          <Menu.Item onClick={onLogout} disabled={logout.isPending}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SubscriptionDialog opened={upgradeOpened} onClose={upgrade.close} organization={organization} />
    </>
  );
}
