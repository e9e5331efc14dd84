import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        This page checks a Shopify installation token and then sends you on to sign up or log in. The check will run
        here once Shopify connections are available.
      </EmptyStateCard>
    </>
  );
}
