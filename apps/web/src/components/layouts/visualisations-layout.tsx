import { AppShell, Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLogo } from '../ui/brand-logo';
import { SellerBreadcrumbs } from './seller-breadcrumbs';
import { SupportButton } from './support-button';

/** Dashboard and seller pages: top bar with logo and breadcrumbs, content, Support button. */
export function VisualisationsLayout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="lg" wrap="nowrap">
          {/* On phones the breadcrumbs need the whole bar; the Dashboard crumb still leads home. */}
          <Box visibleFrom="xs">
            <BrandLogo />
          </Box>
          <SellerBreadcrumbs />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
      <SupportButton />
    </AppShell>
  );
}
