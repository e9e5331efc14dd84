import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Downloadable profit-and-loss, advertising and alert reports will appear here once marketplace data is imported.
      </EmptyStateCard>
    </>
  );
}
