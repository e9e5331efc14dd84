import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { uiStore, useUiState } from '../../lib/ui-store';

export interface SellerNavbarState {
  /** Below the 'sm' breakpoint the navbar is an overlay opened by the burger. */
  isPhone: boolean;
  isPhoneOpen: boolean;
  isDesktopCollapsed: boolean;
  /** Whether the navbar is on screen at this width; off screen it is inert, so focus skips it. */
  isShown: boolean;
  togglePhone: () => void;
  closePhone: () => void;
  toggleDesktop: () => void;
  /** The burger: Escape closes the phone overlay and puts focus back on it. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Open and collapsed state of the seller navbar. On phones it opens for the page it was opened
 * on: any navigation (a navbar link, a breadcrumb, the back button, a seller switch) closes it.
 * On wide screens, folding it away is a lasting choice (see ui-store).
 */
export function useSellerNavbar(): SellerNavbarState {
  const theme = useMantineTheme();
  const location = useLocation();
  // The same edge as AppShell's own media query for the breakpoint, so both agree on "phone".
  const isPhone = useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, false, {
    getInitialValueInEffect: false,
  });
  const isDesktopCollapsed = useUiState((state) => state.navbarCollapsed);
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(null);
  const isPhoneOpen = openedAtKey === location.key;
  const closePhone = () => setOpenedAtKey(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !isPhone || !isPhoneOpen) return;
    closePhone();
    toggleRef.current?.focus();
  });

  return {
    isPhone,
    isPhoneOpen,
    isDesktopCollapsed,
    isShown: isPhone ? isPhoneOpen : !isDesktopCollapsed,
    togglePhone: () => setOpenedAtKey(isPhoneOpen ? null : location.key),
    closePhone,
    toggleDesktop: () => uiStore.setNavbarCollapsed(!isDesktopCollapsed),
    toggleRef,
  };
}
