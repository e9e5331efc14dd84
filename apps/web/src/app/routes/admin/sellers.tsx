import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Every seller with its organizations, connected accounts and listing optimisation setting will be listed here.
      </EmptyStateCard>
    </>
  );
}
