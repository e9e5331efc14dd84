import { Text } from '@mantine/core';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { useAlertTypes } from '../api/get-alert-types';
import type { AlertsFilters } from '../utils/alerts-filters';

const joinNames = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What the rules watch for this seller, from the types it has the data for. */
function WatchedLine({ sellerId }: { sellerId: string }) {
  const types = useAlertTypes(sellerId);
  if (!types.data) return <>The rules are checked after each import or sync and once a day.</>;
  const watched = types.data.filter((type) => type.available !== false).map((type) => type.name);
  if (watched.length === 0)
    return <>No alert type has the data it needs yet: import reports or connect Amazon Seller Central.</>;
  return <>{`The rules watch: ${joinNames(watched)}. They are checked after each import or sync and once a day.`}</>;
}

/** The open list is empty: say so, what is being watched, and where the rules are set. */
export function AlertsEmptyState({ sellerId, filters }: { sellerId: string; filters: AlertsFilters }) {
  const isUnfiltered = filters.type === null && filters.severity === null;
  if (filters.status === 'open' && isUnfiltered) {
    return (
      <EmptyStateCard
        heading="No open alerts"
        action={{ label: 'Review the rules', href: paths.seller.alerts.getHref(sellerId, { tab: 'rules' }) }}
      >
        <WatchedLine sellerId={sellerId} />
      </EmptyStateCard>
    );
  }
  const status = filters.status === 'all' ? '' : `${filters.status} `;
  return (
    <Text c="dimmed" py="md">
      {isUnfiltered ? `No ${status}alerts.` : `No ${status}alerts of this type and severity.`}
    </Text>
  );
}
