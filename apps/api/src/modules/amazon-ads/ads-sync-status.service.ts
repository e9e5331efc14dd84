// The Amazon Advertising sync as the Connections tab and the Advertising page
// see it, and Sync now, for a seller the caller may see (404 else).
import type { TAdSyncStatus } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { assertWorkingConnection, isWorkingConnection, takeSyncNowTurn } from '../connections/sync-now.service.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findAdsConnectionState } from './ads-connection.queries.ts';
import { findAdProfiles } from './ads-profiles.queries.ts';
import { countOpenReports } from './ads-report-requests.queries.ts';
import { requestAdsSync } from './ads-sync-requests.ts';
import { findAdCoverage } from './ads-sync-status.queries.ts';

type TCoverageSource = TAdSyncStatus['coverage'][number]['source'];

const READ_DEADLINE = { ms: 5_000, what: 'The advertising sync status' };

async function readStatus(db: Database, sellerId: string): Promise<TAdSyncStatus> {
  return withReadDeadline(db, READ_DEADLINE, async (reader) => {
    const connection = await findAdsConnectionState(reader, sellerId);
    const chosen = (await findAdProfiles(reader, sellerId)).filter((profile) => profile.selected);
    const openReports = await countOpenReports(reader, sellerId);
    const coverage = await findAdCoverage(reader, sellerId);
    const isLost = connection?.reauthorizationRequiredAt != null;
    const connected = isWorkingConnection(connection);
    const lastError = connection?.lastError ?? chosen.find((profile) => profile.lastError)?.lastError ?? null;
    // 'running' until each chosen profile's first sync has ended (its backfill is queued or under way).
    const isFirstSyncPending = chosen.some((profile) => profile.lastSyncedAt === null && profile.lastError === null);
    const status = isLost
      ? 'failed'
      : connected && openReports > 0
        ? 'waiting'
        : lastError
          ? 'failed'
          : connected && isFirstSyncPending
            ? 'running'
            : 'idle';
    return {
      connected,
      status,
      openReports,
      lastSyncedAt: connection?.lastSyncedAt?.toISOString() ?? null,
      lastError,
      // The table's check constraint holds the source to these three.
      coverage: coverage.map((row) => ({ ...row, source: row.source as TCoverageSource })),
    };
  });
}

export async function getAdSyncStatus(db: Database, auth: AuthContext, sellerIdOrSlug: string): Promise<TAdSyncStatus> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  return readStatus(db, seller.id);
}

export async function requestAdSyncNow(
  deps: { db: Database; jobs: JobSender },
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TAdSyncStatus> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const connection = await findAdsConnectionState(deps.db, seller.id);
  assertWorkingConnection(connection, 'Amazon Advertising');
  if (!(await findAdProfiles(deps.db, seller.id)).some((profile) => profile.selected))
    throw new AppError(
      409,
      'NO_PROFILE_CHOSEN',
      'Choose the advertising profiles to sync first (Settings → Connections).',
    );
  await takeSyncNowTurn(deps.db, 'amazon-ads-sync-now', seller.id);
  await requestAdsSync(deps, seller.id, 'manual');
  return readStatus(deps.db, seller.id);
}
