import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Creating an account for your Shopify store will appear here once Shopify connections are available.
      </EmptyStateCard>
    </>
  );
}
