import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      <EmptyStateCard heading={sellerId}>
        The seller's details, its organizations and its alerting account will appear here.
      </EmptyStateCard>
    </>
  );
}
