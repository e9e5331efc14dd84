import type { TConnectionState, TRegion, TServiceProvider, TServiceProviderOption } from '@brandlens/contracts';
import { formatDate, formatDateTime } from '../../../lib/format/format-date-time';

// How a provider and the seller's connection to it read on the Connections tab. Pure, so the
// wording of each state is tested apart from the screen.

/** SPEC §3 regions, with the Seller Central marketplaces each one covers. */
export const REGION_OPTIONS: { value: TRegion; label: string; marketplaces: string }[] = [
  { value: 'na', label: 'North America', marketplaces: 'United States, Canada, Mexico, Brazil' },
  {
    value: 'eu',
    label: 'Europe & India',
    marketplaces:
      'United Kingdom, Germany, France, Italy, Spain, Netherlands, Sweden, Poland, Belgium, Ireland, Turkey, Egypt, Saudi Arabia, United Arab Emirates, South Africa, India',
  },
  { value: 'fe', label: 'Far East', marketplaces: 'Japan, Australia, Singapore' },
];

export const regionLabel = (region: TRegion): string =>
  REGION_OPTIONS.find((option) => option.value === region)?.label ?? region;

/** Two providers share each display name (SPEC §3); this line tells them apart. */
export const PROVIDER_DESCRIPTIONS: Record<TServiceProvider, string> = {
  autopilot_spapi_basic: 'Selling Partner API, basic access.',
  autopilot_spapi_ops: 'Selling Partner API, operations access.',
  autopilot_amazon_ads: 'Amazon Ads API.',
  autopilot_shopify: 'The Brandlens app installed from the Shopify App Store.',
  custom_shopify: 'A custom app created in your Shopify admin.',
};

export interface ConnectionBadge {
  label: string;
  color: string;
}

const BADGES: Record<TConnectionState['state'], ConnectionBadge> = {
  connected: { label: 'Connected', color: 'teal' },
  error: { label: 'Error', color: 'red' },
  'reauthorization-required': { label: 'Reconnect needed', color: 'orange' },
  'not-connected': { label: 'Not connected', color: 'gray' },
};

export const connectionBadge = (connection: TConnectionState): ConnectionBadge => BADGES[connection.state];

/**
 * The facts under the provider's name: the error first, account and region, when it was
 * authorised, the last sync (left out where the sync panel below tells it). A refused
 * authorisation has its own alert on the card, with its message.
 */
export function describeConnection(connection: TConnectionState, { withLastSync = true } = {}): string[] {
  if (connection.state === 'not-connected') return [];
  const lines = [
    `Account ${connection.accountId} in ${regionLabel(connection.region)}, authorised on ${formatDate(connection.authorizedAt)}.`,
  ];
  if (withLastSync)
    lines.push(connection.lastSyncedAt ? `Last sync: ${formatDateTime(connection.lastSyncedAt)}.` : 'Not synced yet.');
  return connection.state === 'error' ? [connection.message, ...lines] : lines;
}

export const connectButtonLabel = (connection: TConnectionState): string =>
  connection.state === 'not-connected' ? 'Connect' : 'Reconnect';

/** Why the Connect button cannot work on this server, in the seller's words; null when it can. */
export function describeAvailability(option: Pick<TServiceProviderOption, 'name' | 'availability'>): string | null {
  if (option.availability === 'not-configured')
    return `${option.name} connections are not configured on this server yet. Ask whoever runs Brandlens for you to add the Amazon application credentials.`;
  if (option.availability === 'not-available-yet') return `Connecting ${option.name} accounts is not available yet.`;
  return null;
}
