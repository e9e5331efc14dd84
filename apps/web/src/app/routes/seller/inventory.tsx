import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      <EmptyStateCard
        heading="Inventory needs Amazon Seller Central"
        action={
          sellerId
            ? {
                label: 'Connect Amazon Seller Central',
                href: paths.seller.settings.getHref(sellerId, { tab: 'connections' }),
              }
            : undefined
        }
      >
        Stock levels, restock recommendations and SKU alerts are read from the seller&apos;s FBA inventory in Amazon
        Seller Central, through a connection to the seller&apos;s account.
      </EmptyStateCard>
    </>
  );
}
