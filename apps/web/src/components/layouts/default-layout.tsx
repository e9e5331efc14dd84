import { AppShell, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLogo } from '../ui/brand-logo';

/** Plain pages (account settings, connection callbacks): logo bar and a medium-width column. */
export function DefaultLayout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <BrandLogo />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="md" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
