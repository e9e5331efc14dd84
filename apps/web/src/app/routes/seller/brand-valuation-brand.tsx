import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  const { brandName } = useParams();
  return (
    <>
      <RouteTitle />
      <EmptyStateCard heading={brandName}>
        This brand&apos;s score, each indicator with its score bucket and a recommendation per indicator will appear
        here once marketplace data is imported.
      </EmptyStateCard>
    </>
  );
}
