import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { buildSellerBreadcrumbs } from './build-seller-breadcrumbs';
import classes from './seller-breadcrumbs.module.css';

export function SellerBreadcrumbs() {
  const crumbs = buildSellerBreadcrumbs(useMatches());
  const lastIndex = crumbs.length - 1;

  return (
    <nav aria-label="Breadcrumb" className={classes.nav}>
      <Breadcrumbs separatorMargin="xs" classNames={{ root: classes.root }}>
        {crumbs.map((crumb, index) =>
          index === lastIndex ? (
            <Text key={crumb.to + crumb.label} size="sm" fw={600} aria-current="page" truncate>
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.to + crumb.label} component={Link} to={crumb.to} size="sm" c="dimmed" truncate>
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
