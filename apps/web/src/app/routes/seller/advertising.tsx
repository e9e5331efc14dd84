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
        heading="Advertising needs Amazon Advertising"
        action={
          sellerId
            ? {
                label: 'Connect Amazon Advertising',
                href: paths.seller.settings.getHref(sellerId, { tab: 'connections' }),
              }
            : undefined
        }
      >
        Spend, sales and metrics per campaign come from the seller&apos;s Amazon Advertising account. The ad spend
        Amazon charges in the settlements is already counted in the profit and loss statement.
      </EmptyStateCard>
    </>
  );
}
