import { Alert, Anchor, Text } from '@mantine/core';
import type { TAccountHealthStatusSummary } from '@brandlens/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';
import { useAccountHealthStatus } from '../api/get-account-health-status';
import { METRIC_LABELS } from '../utils/health-format';

/** The accounts-at-risk flag (SPEC §4): on every seller page while an account is at risk or critical. */
export function AccountHealthBanner({ sellerId }: { sellerId: string }) {
  const { data: status } = useAccountHealthStatus(sellerId);
  if (!status || status.flag === null || status.flag === 'healthy') return null;
  return <AtRiskBanner sellerId={sellerId} status={status} />;
}

// Apart, so the marketplaces are read only when there is something to name.
function AtRiskBanner({ sellerId, status }: { sellerId: string; status: TAccountHealthStatusSummary }) {
  const marketplaces = useMarketplaces(sellerId);
  const nameOf = (id: string) => marketplaces.data?.find((entry) => entry.marketplaceId === id)?.marketplaceName ?? id;
  const problems = status.problems.map(
    (problem) => `${METRIC_LABELS[problem.key].toLowerCase()} in ${nameOf(problem.marketplaceId)}`,
  );
  const isCritical = status.flag === 'critical';
  return (
    <Alert
      color={isCritical ? 'red' : 'yellow'}
      variant="light"
      mb="md"
      role="status"
      data-testid="account-health-banner"
      data-flag={status.flag}
      title={isCritical ? 'An Amazon account is critical' : 'An Amazon account is at risk'}
    >
      <Text size="sm">
        {problems.length > 0
          ? `Off Amazon's target: ${problems.join('; ')}. `
          : "Amazon's report puts the account at risk. "}
        <Anchor component={Link} to={paths.seller.accountHealth.getHref(sellerId)} size="sm">
          See account health
        </Anchor>
      </Text>
    </Alert>
  );
}
