import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Every organization with its plan, members and sellers will be listed here, with search and paging.
      </EmptyStateCard>
    </>
  );
}
