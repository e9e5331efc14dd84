import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>The administrator sign-in form will appear here once accounts are available.</EmptyStateCard>
    </>
  );
}
