import { AppShell, Box, Burger, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { BrandLogo } from '../ui/brand-logo';
import { AdminSessionBanner } from './admin-session-banner';
import { SellerBreadcrumbs } from './seller-breadcrumbs';
import { SellerNavbar } from './seller-navbar';
import { SupportButton } from './support-button';
import { useSellerNavbar, type SellerNavbarState } from './use-seller-navbar';

interface VisualisationsLayoutProps {
  /** Right end of the top bar (invite dialog, user menu): features, composed by the app. */
  topBarActions?: ReactNode;
  /** Dialogs that belong to every page of the layout, such as the terms prompt. */
  overlays?: ReactNode;
  /** Above every seller page's content (the accounts-at-risk banner): features, composed by the app. */
  sellerBanner?: (sellerId: string) => ReactNode;
}

const NAVBAR_ID = 'seller-navbar';

// One button for both widths: it opens the overlay on phones and folds the navbar away on wider
// screens, and says which it will do.
function navbarToggleLabel(navbar: SellerNavbarState): string {
  if (navbar.isPhone) return navbar.isPhoneOpen ? 'Close navigation' : 'Open navigation';
  return navbar.isDesktopCollapsed ? 'Expand navigation' : 'Collapse navigation';
}

/**
 * Dashboard and seller pages: top bar with logo, breadcrumbs and actions; on seller pages a
 * navbar with the seller switcher and every seller page; content; Support button.
 */
export function VisualisationsLayout({ topBarActions, overlays, sellerBanner }: VisualisationsLayoutProps) {
  const sellerId = useMatches().at(-1)?.params.sellerId;
  const navbar = useSellerNavbar();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={
        sellerId
          ? {
              width: { base: 220, lg: 260 },
              breakpoint: 'sm',
              collapsed: { mobile: !navbar.isPhoneOpen, desktop: navbar.isDesktopCollapsed },
            }
          : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            {sellerId ? (
              <Burger
                ref={navbar.toggleRef}
                size="sm"
                opened={navbar.isShown}
                onClick={navbar.isPhone ? navbar.togglePhone : navbar.toggleDesktop}
                aria-label={navbarToggleLabel(navbar)}
                aria-expanded={navbar.isShown}
                aria-controls={NAVBAR_ID}
              />
            ) : null}
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
      {sellerId ? (
        // Off screen (collapsed, or a closed phone overlay) it stays mounted but inert: no focus, not read.
        <AppShell.Navbar id={NAVBAR_ID} aria-label="Seller pages" inert={!navbar.isShown}>
          <SellerNavbar sellerId={sellerId} onNavigate={navbar.closePhone} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main>
        <Container size="xl" py="md">
          {sellerId && sellerBanner ? sellerBanner(sellerId) : null}
          <Outlet />
        </Container>
      </AppShell.Main>
      <SupportButton />
      {overlays}
    </AppShell>
  );
}
