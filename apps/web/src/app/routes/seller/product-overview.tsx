import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        The product catalogue with sales, listing scores and listing optimisation per ASIN will appear here once product
        data is imported.
      </EmptyStateCard>
    </>
  );
}
