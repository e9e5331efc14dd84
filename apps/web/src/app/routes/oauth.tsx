import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        This page completes the connection of an Amazon Seller Central, Amazon Advertising or Shopify account. The
        connection step will run here once account connections are available.
      </EmptyStateCard>
    </>
  );
}
