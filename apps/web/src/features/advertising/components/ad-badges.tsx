import { AD_PRODUCT_NAMES, type TAdCampaignRow, type TAdProduct } from '@brandlens/contracts';
import { Badge } from '@mantine/core';

// The small labels of the campaign table: ad product, campaign state and where the figures came from.

// A badge in a table cell keeps its whole label: the table scrolls sideways instead.
const WHOLE = { minWidth: 'max-content' };

const STATE_COLORS: Record<string, string> = { ENABLED: 'teal', PAUSED: 'yellow', ARCHIVED: 'gray' };

/** 'ENABLED' → 'Enabled'. */
export const stateLabel = (state: string): string => state.charAt(0) + state.slice(1).toLowerCase();

export function AdProductBadge({ adProduct }: { adProduct: TAdProduct }) {
  return (
    <Badge variant="light" color="blue" size="sm" title={AD_PRODUCT_NAMES[adProduct]} style={WHOLE}>
      {adProduct}
    </Badge>
  );
}

export function CampaignStateBadge({ state }: { state: string | null }) {
  if (state === null) return <>—</>;
  return (
    <Badge variant="light" color={STATE_COLORS[state.toUpperCase()] ?? 'gray'} size="sm" style={WHOLE}>
      {stateLabel(state)}
    </Badge>
  );
}

export const SOURCE_LABELS: Record<TAdCampaignRow['source'], string> = {
  api: 'API',
  upload: 'Upload',
  demo: 'Demo',
};

const SOURCE_TITLES: Record<TAdCampaignRow['source'], string> = {
  api: 'Synced from the Amazon Ads API',
  upload: 'From an uploaded advertising report',
  demo: 'Demo data',
};

export function AdSourceBadge({ source }: { source: TAdCampaignRow['source'] }) {
  return (
    <Badge variant="outline" color="gray" size="sm" title={SOURCE_TITLES[source]} style={WHOLE}>
      {SOURCE_LABELS[source]}
    </Badge>
  );
}
