import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        A form to choose a new password (8 to 64 characters) will appear here once accounts are available.
      </EmptyStateCard>
    </>
  );
}
