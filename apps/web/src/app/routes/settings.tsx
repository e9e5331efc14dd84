import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>Your profile, default currency and email settings will appear here.</EmptyStateCard>
    </>
  );
}
