import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Every user with their organization and role will be listed here, with the option to log in as that user.
      </EmptyStateCard>
    </>
  );
}
