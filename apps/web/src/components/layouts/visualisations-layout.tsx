import { AppShell, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '../ui/brand-logo';
import { AdminSessionBanner } from './admin-session-banner';
import { SellerBreadcrumbs } from './seller-breadcrumbs';
import { SupportButton } from './support-button';

interface VisualisationsLayoutProps {
  /** Right end of the top bar (invite dialog, user menu): features, composed by the app. */
  topBarActions?: ReactNode;
  /** Dialogs that belong to every page of the layout, such as the terms prompt. */
  overlays?: ReactNode;
}

/** Dashboard and seller pages: top bar with logo, breadcrumbs and actions, content, Support button. */
export function VisualisationsLayout({ topBarActions, overlays }: VisualisationsLayoutProps) {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
          <Group gap="lg" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            {/* On phones the breadcrumbs need the whole bar; the Dashboard crumb still leads home. */}
            <Box visibleFrom="xs">
              <BrandLogo />
            </Box>
            <SellerBreadcrumbs />
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <AdminSessionBanner />
            {topBarActions}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
      <SupportButton />
      {overlays}
    </AppShell>
  );
}
