import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        A form to request a password reset link by email will appear here once accounts are available.
      </EmptyStateCard>
    </>
  );
}
