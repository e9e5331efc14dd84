import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        The brand score of each of this seller's brands, built from account health, reviews, profitability and
        advertising indicators over the trailing 12 months, will appear here once marketplace data is imported.
      </EmptyStateCard>
    </>
  );
}
