import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Weekly performance metrics, starting with units sold and average selling price, will appear here once sales data
        is imported.
      </EmptyStateCard>
    </>
  );
}
