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
        heading="Weekly insights need settlement reports"
        action={
          sellerId ? { label: 'Upload a settlement report', href: paths.seller.settings.getHref(sellerId) } : undefined
        }
      >
        Units sold and average selling price per week are counted from the orders in the seller&apos;s settlement
        reports.
      </EmptyStateCard>
    </>
  );
}
