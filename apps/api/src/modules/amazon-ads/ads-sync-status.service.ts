// The Amazon Advertising sync as the Connections tab and the Advertising page
// see it, and Sync now, for a seller the caller may see (404 else).
import type { TAdSyncStatus } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { RateLimitedError, takeRateLimit } from '../../platform/rate-limit/rate-limiter.ts';
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
    const connected = connection?.status === 'active' && !isLost;
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

/** One click per seller a minute: a sync already queued is not doubled anyway, this keeps the queue calm. */
const SYNC_NOW_LIMIT = { name: 'amazon-ads-sync-now', max: 1, windowSeconds: 60 };

export async function requestAdSyncNow(
  deps: { db: Database; jobs: JobSender },
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TAdSyncStatus> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const connection = await findAdsConnectionState(deps.db, seller.id);
  if (connection?.status !== 'active' || connection.reauthorizationRequiredAt !== null)
    throw new AppError(
      409,
      'NOT_CONNECTED',
      'Connect Amazon Advertising first: this seller has no working connection.',
    );
  if (!(await findAdProfiles(deps.db, seller.id)).some((profile) => profile.selected))
    throw new AppError(
      409,
      'NO_PROFILE_CHOSEN',
      'Choose the advertising profiles to sync first (Settings → Connections).',
    );
  const outcome = await takeRateLimit(deps.db, SYNC_NOW_LIMIT, seller.id);
  if (!outcome.isAllowed)
    throw new RateLimitedError(
      'SYNC_REQUESTED_RECENTLY',
      'A sync was requested less than a minute ago; it is on its way.',
      outcome.retryAfterSeconds,
    );
  await requestAdsSync(deps, seller.id, 'manual');
  return readStatus(deps.db, seller.id);
}
