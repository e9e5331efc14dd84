import { Badge, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAccountHealth, TMarketplaceAccountHealth } from '@brandlens/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { dayLabel, monthLabel } from '../../../components/charts/line-chart-option';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { MarketplaceLabel } from '../../../components/ui/marketplace-label';
import { CurrencySelect } from '../../../components/ui/statement-filter-selects';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format/format-money';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';
import { useAccountHealth } from '../api/get-account-health';
import { FLAG_COLORS, FLAG_LABELS, ratePercent } from '../utils/health-format';
import { parseHealthFilters, withHealthFilters, type HealthFilters } from '../utils/health-filters';
import { HealthMetricCards } from './health-metric-cards';
import { HealthTrend } from './health-trend';
import { OrderDefectTable } from './order-defect-table';
import { PolicyViolationsTable } from './policy-violations-table';
import { AccountHealthPageState } from './account-health-page-state';

const RANK = { critical: 0, 'at-risk': 1, healthy: 2 } as const;

/** The marketplace of the URL, else the one in the worst state. */
function shownMarketplace(health: TAccountHealth, wanted: string | undefined): TMarketplaceAccountHealth | undefined {
  const chosen = health.marketplaces.find((entry) => entry.marketplaceId === wanted);
  return chosen ?? [...health.marketplaces].sort((a, b) => RANK[a.flag] - RANK[b.flag])[0];
}

function FlagAndMoney({ health, onCurrency }: { health: TAccountHealth; onCurrency: HealthFiltersSetter }) {
  const { moneyAtRisk: money, flag } = health;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Text c="dimmed" size="sm">
              Account health
            </Text>
            {flag ? (
              <Badge size="lg" color={FLAG_COLORS[flag]} data-testid="account-health-flag" data-flag={flag}>
                {FLAG_LABELS[flag]}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {health.day ? `Latest report ${dayLabel(health.day)}` : null}
          </Text>
        </Stack>
        <Stack gap={2} data-testid="money-at-risk">
          <Text size="sm" c="dimmed">
            {`Net sales at risk (${monthLabel(money.month)}, last full month)`}
          </Text>
          <Text size="xl" fw={700}>
            {formatMoney(money.netSales, money.currency)}
            {money.estimated ? ' (estimated)' : ''}
          </Text>
        </Stack>
        <CurrencySelect value={money.currency} onChange={(currency) => onCurrency({ currency })} />
      </Group>
      {health.seller ? (
        <Text size="xs" c="dimmed" mt="sm">
          {`All marketplaces and channels together on ${dayLabel(health.seller.day)}: order defect rate ${ratePercent(health.seller.orderDefectRate)}` +
            `${health.seller.orderCount === null ? '' : ` of ${health.seller.orderCount.toLocaleString('en-US')} orders`}; ` +
            `${health.seller.policyViolations} open policy violations.`}
        </Text>
      ) : null}
    </Paper>
  );
}

type HealthFiltersSetter = (patch: Partial<HealthFilters>) => void;

/** Account health: the flag and the money at risk, each marketplace's metrics, violations and trend. */
export function AccountHealthPage({ sellerId }: { sellerId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseHealthFilters(searchParams);
  const setFilters: HealthFiltersSetter = useCallback(
    (patch) =>
      setSearchParams((current) => withHealthFilters(current, { ...parseHealthFilters(current), ...patch }), {
        replace: true,
      }),
    [setSearchParams],
  );
  const health = useAccountHealth(sellerId, filters.currency);
  const marketplaces = useMarketplaces(sellerId);
  const nameOf = useCallback(
    (id: string) => marketplaces.data?.find((entry) => entry.marketplaceId === id)?.marketplaceName ?? id,
    [marketplaces.data],
  );
  if (health.isPending || health.isError) return <AccountHealthPageState query={health} />;
  const data = health.data;
  if (data.flag === null) {
    return (
      <EmptyStateCard
        heading="No account health report yet"
        action={{
          label: 'Connect Amazon Seller Central',
          href: paths.seller.settings.getHref(sellerId, { tab: 'connections' }),
        }}
      >
        Account health comes from Amazon&apos;s seller performance report, which the Seller Central sync reads once a
        day. Connect Seller Central; the order defect rate, shipping rates, policy violations and Account Health Rating
        appear after the first sync.
      </EmptyStateCard>
    );
  }
  const shown = shownMarketplace(data, filters.marketplace);
  return (
    <Stack gap="lg">
      <FlagAndMoney health={data} onCurrency={setFilters} />
      {shown ? (
        <>
          <Group gap="sm">
            {/* Chips wrap on a phone, where a segmented control of four names would not fit. */}
            <Chip.Group value={shown.marketplaceId} onChange={(marketplace) => setFilters({ marketplace })}>
              <Group gap="xs" role="radiogroup" aria-label="Marketplace">
                {data.marketplaces.map((entry) => (
                  <Chip
                    key={entry.marketplaceId}
                    value={entry.marketplaceId}
                    type="radio"
                    color={FLAG_COLORS[entry.flag]}
                  >
                    <MarketplaceLabel
                      marketplaceId={entry.marketplaceId}
                      marketplace={marketplaces.data?.find((item) => item.marketplaceId === entry.marketplaceId)}
                    />
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Badge color={FLAG_COLORS[shown.flag]} variant="light">
              {`${FLAG_LABELS[shown.flag]} · report of ${dayLabel(shown.day)}`}
            </Badge>
          </Group>
          <Title order={2} size="h4">
            {`Metrics in ${nameOf(shown.marketplaceId)}`}
          </Title>
          <HealthMetricCards metrics={shown.metrics} />
          <OrderDefectTable channels={shown.orderDefectChannels} />
          <PolicyViolationsTable violations={shown.policyViolations} />
        </>
      ) : null}
      <HealthTrend
        sellerId={sellerId}
        metric={filters.metric}
        months={filters.months}
        nameOf={nameOf}
        onChange={setFilters}
      />
    </Stack>
  );
}
