import type { TAdSyncStatus } from '@brandlens/contracts';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { describeAdSync, isAdSyncBusy } from '../utils/describe-ad-sync';

const connectionsHref = (sellerId: string) => paths.seller.settings.getHref(sellerId, { tab: 'connections' });

function UploadLink({ sellerId }: { sellerId: string }) {
  return (
    <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)} inherit underline="always">
      upload the Sponsored Products reports
    </Anchor>
  );
}

interface NoAdsDataStateProps {
  sellerId: string;
  /** Undefined while it loads or when it cannot be read: the page then tells both ways in. */
  sync: TAdSyncStatus | undefined;
}

/** The seller has no ads data at all: what is under way, or both ways to get it. */
export function NoAdsDataState({ sellerId, sync }: NoAdsDataStateProps) {
  if (sync?.connected && isAdSyncBusy(sync)) {
    return (
      <EmptyStateCard
        heading="The first ads sync is under way"
        action={{ label: 'See the sync', href: connectionsHref(sellerId) }}
      >
        {`${describeAdSync(sync)} The page fills in as Amazon's reports arrive.`}
      </EmptyStateCard>
    );
  }
  if (sync?.connected) {
    return (
      <EmptyStateCard
        heading="No advertising data yet"
        action={{ label: 'Choose the profiles to sync', href: connectionsHref(sellerId) }}
      >
        {`Amazon Advertising is connected. ${describeAdSync(sync)} Choose the advertiser profiles to sync on the Connections tab and press Sync now, or `}
        <UploadLink sellerId={sellerId} /> under Settings › Imports.
      </EmptyStateCard>
    );
  }
  return (
    <EmptyStateCard
      heading="No advertising data yet"
      action={{ label: 'Connect Amazon Advertising', href: connectionsHref(sellerId) }}
    >
      Spend, sales and ACoS per campaign and ASIN come from the seller&apos;s Amazon Advertising account. Connect it to
      sync them every day, or <UploadLink sellerId={sellerId} /> the advertising console downloads (campaign report as
      CSV; advertised product, search term, targeting, placement and performance reports as XLSX) under Settings ›
      Imports.
    </EmptyStateCard>
  );
}

/** Above figures that are already there: a sync is bringing more. */
export function AdSyncNotice({ sync }: { sync: TAdSyncStatus | undefined }) {
  if (!sync?.connected || !isAdSyncBusy(sync)) return null;
  return (
    <Alert color="blue" variant="light" data-testid="ad-sync-notice">
      {`${describeAdSync(sync)} The figures fill in as the reports arrive.`}
    </Alert>
  );
}
