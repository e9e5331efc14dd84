import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        The profit-and-loss statement per brand and per product, from sales down to EBITDA, will appear here once
        settlement reports are imported.
      </EmptyStateCard>
    </>
  );
}
