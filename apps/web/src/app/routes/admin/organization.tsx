import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  const { organizationIdOrSlug } = useParams();
  return (
    <>
      <RouteTitle />
      <EmptyStateCard heading={organizationIdOrSlug}>
        The organization's name, plan, members and sellers will appear here, with actions to change the plan and add
        sellers.
      </EmptyStateCard>
    </>
  );
}
