import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Signing in to an existing account to link your Shopify store will appear here once Shopify connections are
        available.
      </EmptyStateCard>
    </>
  );
}
