import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      <EmptyStateCard
        heading="Product overview needs settlement reports and cost of goods"
        action={
          sellerId
            ? {
                label: 'Upload cost of goods',
                href: paths.seller.settings.getHref(sellerId, { tab: 'cost-of-goods' }),
              }
            : undefined
        }
      >
        Sales and margin per product are built from the seller&apos;s{' '}
        {sellerId ? (
          <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)}>
            settlement reports
          </Anchor>
        ) : (
          'settlement reports'
        )}{' '}
        and the landed cost of each SKU; listing scores come from the catalogue in Amazon Seller Central.
      </EmptyStateCard>
    </>
  );
}
