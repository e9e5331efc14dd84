import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        Account health indicators and KPIs reported by Amazon, such as the order defect rate and policy violations, will
        appear here once the Seller Central account is connected.
      </EmptyStateCard>
    </>
  );
}
