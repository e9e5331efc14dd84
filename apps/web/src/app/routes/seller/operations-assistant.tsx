import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Your monthly profit-and-loss statement and a ranked list of actions will appear here once settlement reports are
        imported.
      </EmptyStateCard>
    </>
  );
}
