import { Group } from '@mantine/core';
import { RouteTitle } from '../../components/layouts/route-title';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { HealthBadge } from '../../features/health/components/health-badge';
import { PortfolioPanel } from '../../features/portfolio/components/portfolio-panel';

export function Component() {
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <RouteTitle />
        <HealthBadge />
      </Group>
      <VerifyEmailBanner />
      <PortfolioPanel />
    </>
  );
}
