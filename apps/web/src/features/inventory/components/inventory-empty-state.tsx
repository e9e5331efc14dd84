import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';

/** No stock figures at all: where they come from, with both ways to get them. */
export function NoStockDataState({ sellerId }: { sellerId: string }) {
  return (
    <EmptyStateCard
      heading="No stock figures yet"
      action={{
        label: 'Connect Amazon Seller Central',
        href: paths.seller.settings.getHref(sellerId, { tab: 'connections' }),
      }}
    >
      Stock, sales velocity and reorder dates are computed from the seller&apos;s FBA inventory. Connect Amazon Seller
      Central to sync it every day, or{' '}
      <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)} inherit underline="always">
        upload an FBA inventory report
      </Anchor>{' '}
      (Manage FBA Inventory, tab-separated) under Settings › Imports.
    </EmptyStateCard>
  );
}
