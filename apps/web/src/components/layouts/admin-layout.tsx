import { Anchor, AppShell, Badge, Container, Group } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { BrandLogo } from '../ui/brand-logo';
import classes from './admin-layout.module.css';

const sections = [
  { label: 'Overview', to: paths.admin.root.getHref(), end: true },
  { label: 'Organizations', to: paths.admin.organizations.getHref(), end: false },
  { label: 'Sellers', to: paths.admin.sellers.getHref(), end: false },
  { label: 'Users', to: paths.admin.users.getHref(), end: false },
] as const;

export function AdminLayout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="lg" wrap="nowrap">
          <BrandLogo />
          <Badge color="orange" variant="light">
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
