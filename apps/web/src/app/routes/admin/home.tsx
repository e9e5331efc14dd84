import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Counts of organizations, sellers and users and shortcuts into each list will appear here.
      </EmptyStateCard>
    </>
  );
}
