import { Anchor, AppShell, Badge, Button, Container, Group } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/session/logout';
import { BrandLogo } from '../ui/brand-logo';
import classes from './admin-layout.module.css';

const sections = [
  { label: 'Overview', to: paths.admin.root.getHref(), end: true },
  { label: 'Organizations', to: paths.admin.organizations.getHref(), end: false },
  { label: 'Sellers', to: paths.admin.sellers.getHref(), end: false },
  { label: 'Users', to: paths.admin.users.getHref(), end: false },
  { label: 'Audit log', to: paths.admin.audit.getHref(), end: false },
] as const;

export function AdminLayout() {
  const logout = useLogout();
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="lg" wrap="nowrap">
          <BrandLogo />
          {/* On a phone the sections need the room; the header's nav then scrolls sideways. */}
          <Badge color="orange" variant="light" visibleFrom="sm">
            Admin
          </Badge>
          <nav aria-label="Admin sections" className={classes.nav}>
            <Group gap="md" wrap="nowrap">
              {sections.map((section) => (
                <Anchor
                  key={section.to}
                  component={NavLink}
                  to={section.to}
                  end={section.end}
                  className={classes.link}
                  underline="never"
                >
                  {section.label}
                </Anchor>
              ))}
            </Group>
          </nav>
          <Button ml="auto" size="xs" variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
            Logout
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
