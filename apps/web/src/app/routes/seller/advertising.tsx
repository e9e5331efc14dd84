import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Advertising spend, sales and campaign metrics will appear here once the Amazon Advertising account is connected.
      </EmptyStateCard>
    </>
  );
}
