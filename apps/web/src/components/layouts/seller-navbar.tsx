import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import {
  findSellerLocation,
  getSellerPageHref,
  SELLER_NAV_GROUPS,
  SELLER_PAGES,
  type SellerNavGroup,
  type TSellerPageKey,
} from '../../config/seller-navigation';
import classes from './seller-navbar.module.css';
import { SellerSwitcher } from './seller-switcher';

interface SellerNavbarProps {
  sellerId: string;
  /** Called when a link is followed or the seller switched (the phone overlay closes). */
  onNavigate: () => void;
}

interface NavGroupProps {
  group: SellerNavGroup;
  sellerId: string;
  search: URLSearchParams;
  currentPage: TSellerPageKey | undefined;
  onNavigate: () => void;
}

function NavGroup({ group, sellerId, search, currentPage, onNavigate }: NavGroupProps) {
  const labelId = useId();
  return (
    <div className={classes.group}>
      {group.label ? (
        <Text id={labelId} className={classes.groupLabel}>
          {group.label}
        </Text>
      ) : null}
      <ul className={classes.list} aria-labelledby={group.label ? labelId : undefined}>
        {group.pages.map((page) => {
          const isCurrent = page === currentPage;
          return (
            <li key={page}>
              <NavLink
                component={Link}
                to={getSellerPageHref(page, sellerId, search)}
                label={SELLER_PAGES[page].label}
                active={isCurrent}
                aria-current={isCurrent ? 'page' : undefined}
                variant="light"
                className={classes.link}
                onClick={onNavigate}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The seller switcher and a link to every seller page, grouped, the current one marked. The
 * navbar around it is the `nav` landmark (AppShell.Navbar renders one), named by the layout.
 */
export function SellerNavbar({ sellerId, onNavigate }: SellerNavbarProps) {
  const location = useLocation();
  const currentPage = findSellerLocation(location.pathname)?.page;
  const search = new URLSearchParams(location.search);
  return (
    <>
      <AppShell.Section p="sm" pb="xs">
        <SellerSwitcher sellerId={sellerId} onSwitch={onNavigate} />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="sm" pb="sm">
        <div>
          {SELLER_NAV_GROUPS.map((group) => (
            <NavGroup
              key={group.pages.join()}
              group={group}
              sellerId={sellerId}
              search={search}
              currentPage={currentPage}
              onNavigate={onNavigate}
            />
          ))}
        </div>
      </AppShell.Section>
    </>
  );
}
