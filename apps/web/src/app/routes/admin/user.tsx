import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  const { userId } = useParams();
  return (
    <>
      <RouteTitle />
      <EmptyStateCard heading={userId}>
        The user's profile and email subscription settings will appear here, with actions to edit, delete or send a
        daily alert summary.
      </EmptyStateCard>
    </>
  );
}
