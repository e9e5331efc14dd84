import type { TAdSyncStatus } from '@brandlens/contracts';
import { formatDate, formatDateTime } from '../../../lib/format/format-date-time';

// How the Amazon Advertising sync reads, on the Connections tab and on the Advertising page.
// Pure, so the wording of each state is tested apart from the screens.

/** Running, or waiting for reports Amazon is still making: read again soon. */
export const isAdSyncBusy = (sync: Pick<TAdSyncStatus, 'status'>): boolean =>
  sync.status === 'running' || sync.status === 'waiting';

const reports = (count: number): string => (count === 1 ? '1 report' : `${count} reports`);

/** One line on where the sync stands. */
export function describeAdSync(sync: TAdSyncStatus): string {
  if (!sync.connected) return 'Amazon Advertising is not connected.';
  switch (sync.status) {
    case 'running':
      return sync.openReports > 0
        ? `Syncing now: ${reports(sync.openReports)} requested from Amazon and not downloaded yet.`
        : 'Syncing now.';
    case 'waiting':
      return `Waiting for Amazon to make ${reports(sync.openReports)}. Amazon can take hours; the sync comes back for them by itself.`;
    case 'failed':
      return `The last sync failed: ${sync.lastError ?? 'no reason was given'}. It is tried again at the next sync, or press Sync now.`;
    case 'idle':
      return sync.lastSyncedAt ? `Last synced ${formatDateTime(sync.lastSyncedAt)}.` : 'Not synced yet.';
  }
}

const SOURCE_LABELS: Record<TAdSyncStatus['coverage'][number]['source'], string> = {
  api: 'Amazon Ads API',
  upload: 'uploaded reports',
  demo: 'demo data',
};

/** '1 Sep 2026 to 28 Nov 2026, from the Amazon Ads API' */
export const describeCoverage = (entry: TAdSyncStatus['coverage'][number]): string =>
  `${formatDate(entry.firstDay)} to ${formatDate(entry.lastDay)}, from the ${SOURCE_LABELS[entry.source]}`;
