import type { TMarketplace } from '@brandlens/contracts';
import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { MarketplaceLabel } from '../../../components/ui/marketplace-label';
import { ApiError } from '../../../lib/api-client';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';
import { useAdSyncStatus } from '../api/get-ad-sync-status';
import { useRequestAdSync } from '../api/request-ad-sync';
import { describeAdSync, describeCoverage, isAdSyncBusy } from '../utils/describe-ad-sync';

/** The Amazon Advertising sync: where it stands, the days it holds per marketplace, and Sync now. */
export function AdSyncState({ sellerId }: { sellerId: string }) {
  const headingId = useId();
  const status = useAdSyncStatus(sellerId);
  const request = useRequestAdSync(sellerId);
  const marketplaces = useMarketplaces(sellerId);

  if (status.isPending) return <Loader size="sm" aria-label="Loading the ads sync status" />;
  if (status.isError) {
    return (
      <Alert color="red" variant="light">
        {status.error.message}
      </Alert>
    );
  }
  const sync = status.data;
  const byId = new Map<string, TMarketplace>((marketplaces.data ?? []).map((entry) => [entry.marketplaceId, entry]));

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h6" id={headingId}>
        Ads sync
      </Title>
      <Text size="sm" c={sync.status === 'failed' ? 'red' : undefined} data-testid="ad-sync-status">
        {describeAdSync(sync)}
      </Text>
      {sync.coverage.length > 0 ? (
        <List size="sm" spacing={2} aria-label="Days with ads data">
          {sync.coverage.map((entry) => (
            <List.Item key={`${entry.marketplaceId}:${entry.source}`}>
              <MarketplaceLabel marketplaceId={entry.marketplaceId} marketplace={byId.get(entry.marketplaceId)} />
              {`: ${describeCoverage(entry)}`}
            </List.Item>
          ))}
        </List>
      ) : null}
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          onClick={() => request.mutate()}
          loading={request.isPending}
          disabled={!sync.connected || isAdSyncBusy(sync)}
        >
          Sync now
        </Button>
      </Group>
      {request.isError ? (
        <Alert
          color={request.error instanceof ApiError && request.error.status === 429 ? 'yellow' : 'red'}
          variant="light"
        >
          {request.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
