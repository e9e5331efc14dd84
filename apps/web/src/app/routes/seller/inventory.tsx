import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Stock levels, stock recommendations and SKU alerts will appear here once inventory data is imported.
      </EmptyStateCard>
    </>
  );
}
