// GET /v2/profiles: the advertiser profiles (one per marketplace and account)
// the authorising Amazon user may manage, as ad_profiles rows.
import type { Database } from '@brandlens/db';
import type { AdsApiClient } from './ads-api-client.ts';
import { ZAdsProfiles, type TAdsProfile } from './ads-api.schemas.ts';
import { upsertAdProfiles, type AdProfileValues } from './ads-profiles.queries.ts';

export async function listAmazonAdProfiles(client: AdsApiClient): Promise<AdProfileValues[]> {
  const profiles = await client.send({ operation: 'listProfiles', method: 'GET', path: '/v2/profiles' }, ZAdsProfiles);
  return profiles.map(profileValues);
}

const profileValues = (profile: TAdsProfile): AdProfileValues => ({
  profileId: profile.profileId,
  countryCode: profile.countryCode,
  marketplaceId: profile.accountInfo.marketplaceStringId,
  currency: profile.currencyCode,
  timezone: profile.timezone,
  accountType: profile.accountInfo.type,
  accountName: profile.accountInfo.name ?? '',
  accountId: profile.accountInfo.id,
});

/**
 * The account a connection stands for: Amazon names no user id for this scope, so the advertiser
 * entity of the profiles, the smallest when there are several (the same one on every reconnect).
 */
export function connectionAccountId(profiles: AdProfileValues[]): string | undefined {
  return profiles.map((profile) => profile.accountId).sort()[0];
}

/** Reads Amazon's list and stores it; answers it. */
export async function refreshAdProfiles(
  db: Database,
  client: AdsApiClient,
  sellerId: string,
  connectionId: string,
): Promise<AdProfileValues[]> {
  const profiles = await listAmazonAdProfiles(client);
  await upsertAdProfiles(db, sellerId, connectionId, profiles);
  return profiles;
}
