import type { TServiceProviderOption } from '@brandlens/contracts';
import { Stack } from '@mantine/core';
import { AdProfileChooser } from './ad-profile-chooser';
import { AdSyncState } from './ad-sync-state';

interface AdConnectionPanelProps {
  sellerId: string;
  /** The provider card this is shown under: only a connected Amazon Advertising account has profiles and a sync. */
  option: TServiceProviderOption;
}

/** Under the Amazon Advertising card of the Connections tab: the profiles to sync and the ads sync. */
export function AdConnectionPanel({ sellerId, option }: AdConnectionPanelProps) {
  if (option.provider !== 'autopilot_amazon_ads' || option.connection.state === 'not-connected') return null;
  return (
    <Stack gap="md" mt="md" data-testid="ad-connection-panel">
      <AdProfileChooser sellerId={sellerId} />
      <AdSyncState sellerId={sellerId} />
    </Stack>
  );
}
