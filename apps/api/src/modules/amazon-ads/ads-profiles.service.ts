// The profile chooser's endpoints: the seller's advertiser profiles (Amazon's
// list read again when the stored one is older than ten minutes) and the choice
// of those to sync, for a seller the caller may see (404 else). A newly chosen
// profile starts its 60-day backfill.
import type { TAdProfile } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { recordAuthorisationLost } from '../amazon-sp-api/sp-api-sync.queries.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { AdsAuthorisationLostError } from './ads-api.errors.ts';
import { adsClientForConnection } from './ads-connection-client.ts';
import { findActiveAdsConnection } from './ads-connection.queries.ts';
import { adsConfigFrom } from './ads-lwa.ts';
import { refreshAdProfiles } from './ads-profiles-api.ts';
import {
  findAdProfiles,
  findProfilesRefreshedAt,
  setSelectedAdProfiles,
  type AdProfileRow,
} from './ads-profiles.queries.ts';
import { requestAdsSync } from './ads-sync-requests.ts';

const PROFILES_FRESH_MS = 10 * 60_000;
const READ_DEADLINE = { ms: 5_000, what: 'The advertising profiles' };

export const toAdProfile = (row: AdProfileRow): TAdProfile => ({
  profileId: row.profileId,
  countryCode: row.countryCode,
  marketplaceId: row.marketplaceId,
  currency: row.currency,
  timezone: row.timezone,
  accountType: row.accountType,
  accountName: row.accountName,
  selected: row.selected,
  lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  lastError: row.lastError,
});

const storedProfiles = async (db: Database, sellerId: string) =>
  (await withReadDeadline(db, READ_DEADLINE, (reader) => findAdProfiles(reader, sellerId))).map(toAdProfile);

/** Reads Amazon's list again when the stored one is stale; a failure answers 503 only when nothing is stored. */
async function refreshWhenStale(deps: { db: Database; env: Env }, sellerId: string): Promise<void> {
  const config = adsConfigFrom(deps.env);
  const connection = await findActiveAdsConnection(deps.db, sellerId);
  if (!config || !connection || connection.reauthorizationRequiredAt !== null) return;
  const refreshedAt = await findProfilesRefreshedAt(deps.db, sellerId);
  if (refreshedAt && Date.now() - refreshedAt.getTime() < PROFILES_FRESH_MS) return;
  try {
    await refreshAdProfiles(deps.db, adsClientForConnection(config, connection), sellerId, connection.id);
  } catch (error) {
    if (error instanceof AdsAuthorisationLostError)
      await recordAuthorisationLost(deps.db, connection.id, error.message);
    if (!refreshedAt)
      throw new AppError(
        503,
        'AMAZON_ADS_UNAVAILABLE',
        error instanceof AdsAuthorisationLostError
          ? error.message
          : 'Amazon did not answer with the advertising profiles; try again in a few minutes.',
      );
  }
}

export async function getAdProfiles(
  deps: { db: Database; env: Env },
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TAdProfile[]> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  await refreshWhenStale(deps, seller.id);
  return storedProfiles(deps.db, seller.id);
}

export async function chooseAdProfiles(
  deps: { db: Database; jobs: JobSender },
  auth: AuthContext,
  sellerIdOrSlug: string,
  profileIds: string[],
): Promise<TAdProfile[]> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const chosen = [...new Set(profileIds)];
  const known = new Set((await findAdProfiles(deps.db, seller.id)).map((profile) => profile.profileId));
  const unknown = chosen.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new AppError(
      422,
      'UNKNOWN_AD_PROFILE',
      `Not a profile of this seller's Amazon Advertising connection: ${unknown.join(', ')}. Reload the list and choose again.`,
    );
  const added = await setSelectedAdProfiles(deps.db, seller.id, chosen);
  const connection = await findActiveAdsConnection(deps.db, seller.id);
  // Chosen without a working connection, a profile waits for the next authorisation.
  if (added.length > 0 && connection && connection.reauthorizationRequiredAt === null)
    await requestAdsSync(deps, seller.id, 'select').catch(() => undefined);
  return storedProfiles(deps.db, seller.id);
}
