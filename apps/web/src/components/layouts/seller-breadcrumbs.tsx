import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { useSeller } from '../../lib/sellers/get-seller';
import { uiStore } from '../../lib/ui-store';
import { buildSellerBreadcrumbs } from './build-seller-breadcrumbs';
import classes from './seller-breadcrumbs.module.css';

// SPEC §2: following a breadcrumb closes the listing panel.
const closeListingPanel = () => uiStore.setListingPanelOpen(false);

export function SellerBreadcrumbs() {
  const matches = useMatches();
  const sellerId = matches.at(-1)?.params.sellerId;
  const seller = useSeller(sellerId);
  const crumbs = buildSellerBreadcrumbs(matches, seller.data?.name);
  const lastIndex = crumbs.length - 1;

  return (
    <nav aria-label="Breadcrumb" className={classes.nav}>
      <Breadcrumbs separatorMargin="xs" classNames={{ root: classes.root }}>
        {crumbs.map((crumb, index) =>
          index === lastIndex ? (
            <Text
              key={crumb.to + crumb.label}
              size="sm"
              fw={600}
              aria-current="page"
              truncate
              className={classes.current}
            >
              {crumb.label}
            </Text>
          ) : (
            <Anchor
              key={crumb.to + crumb.label}
              component={Link}
              to={crumb.to}
              size="sm"
              c="dimmed"
              truncate
              className={classes.crumb}
              onClick={closeListingPanel}
            >
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
