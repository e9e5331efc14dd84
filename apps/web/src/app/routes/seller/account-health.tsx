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
        heading="Account Health needs Amazon Seller Central"
        action={
          sellerId
            ? {
                label: 'Connect Amazon Seller Central',
                href: paths.seller.settings.getHref(sellerId, { tab: 'connections' }),
              }
            : undefined
        }
      >
        The order defect rate, policy violations and the other account health ratings and KPIs are the ones Amazon
        reports for the seller in Seller Central, read through a connection to the seller&apos;s account.
      </EmptyStateCard>
    </>
  );
}
