import { Group } from '@mantine/core';
import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';
import { HealthBadge } from '../../features/health/components/health-badge';

export function Component() {
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <RouteTitle />
        <HealthBadge />
      </Group>
      <EmptyStateCard heading="Your sellers">Your sellers will be listed here after you sign in.</EmptyStateCard>
    </>
  );
}
