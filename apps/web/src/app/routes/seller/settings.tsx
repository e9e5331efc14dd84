import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Connected Amazon and Shopify accounts, brand configurations and cost of goods sold uploads for this seller will
        appear here.
      </EmptyStateCard>
    </>
  );
}
