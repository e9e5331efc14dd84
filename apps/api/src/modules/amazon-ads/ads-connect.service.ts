// The end of an Amazon Advertising authorisation (the /oauth callback, after the
// connections module checked the state and the seller): the code is exchanged
// for a refresh token, Amazon lists the advertiser profiles the user may manage,
// the token is stored sealed, the profiles stored. With exactly one profile it
// is chosen and its first sync (60 days back) starts; with several the seller
// chooses them on the Connections tab.
import type { TRegion } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { sealSecret } from '../../platform/crypto/secret-box.ts';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { saveConnection } from '../connections/connections.queries.ts';
import { fixedTokenSource } from './ads-access-tokens.ts';
import { createAdsApiClient } from './ads-api-client.ts';
import { findAdsConnectionId } from './ads-connection.queries.ts';
import { ADS_PROVIDER, adsConfigFrom, exchangeAdsAuthorizationCode } from './ads-lwa.ts';
import { connectionAccountId, listAmazonAdProfiles } from './ads-profiles-api.ts';
import { findAdProfiles, setSelectedAdProfiles, upsertAdProfiles } from './ads-profiles.queries.ts';
import { requestAdsSync } from './ads-sync-requests.ts';

export const adsNotConfigured = () =>
  new AppError(503, 'CONNECTION_NOT_CONFIGURED', 'Amazon Advertising connections are not configured on this server.');

/** SPEC §8 invalid-code: Login with Amazon refused the code, or Amazon would not list the profiles. */
const invalidCode = (cause: unknown) =>
  new AppError(502, 'invalid-code', 'OAuth code to token call failed, Please try again', undefined, cause);

const noProfiles = () =>
  new AppError(
    422,
    'no-advertising-profiles',
    'This Amazon account has no advertising profiles. Set up Amazon Advertising for your store at advertising.amazon.com, then connect again.',
  );

export async function connectAdsAccount(
  deps: { db: Database; env: Env; jobs: JobSender },
  sellerId: string,
  input: { region: TRegion; code: string; redirectUri: string },
): Promise<'active' | 'inactive'> {
  const config = adsConfigFrom(deps.env);
  if (!config) throw adsNotConfigured();
  let tokens;
  let profiles;
  try {
    tokens = await exchangeAdsAuthorizationCode(config, input.region, input.code, input.redirectUri);
    const client = createAdsApiClient({ config, region: input.region, tokens: fixedTokenSource(tokens.accessToken) });
    profiles = await listAmazonAdProfiles(client);
  } catch (error) {
    throw invalidCode(error);
  }
  const accountId = connectionAccountId(profiles);
  if (!accountId) throw noProfiles();
  const status = await saveConnection(deps.db, {
    sellerId,
    provider: ADS_PROVIDER,
    providerFamily: [ADS_PROVIDER],
    region: input.region,
    externalAccountId: accountId,
    refreshTokenEncrypted: sealSecret(tokens.refreshToken, config.encryptionKey),
  });
  if (status === 'inactive') return status;
  const connectionId = await findAdsConnectionId(deps.db, sellerId);
  if (!connectionId) throw new Error('the Amazon Advertising connection just saved is missing');
  await upsertAdProfiles(deps.db, sellerId, connectionId, profiles);
  const stored = await findAdProfiles(deps.db, sellerId);
  if (profiles.length === 1 && !stored.some((profile) => profile.selected))
    await setSelectedAdProfiles(deps.db, sellerId, [profiles[0]!.profileId]);
  // The connection is saved whether or not the sync can be queued: the schedule picks it up.
  if (profiles.length === 1 || stored.some((profile) => profile.selected))
    await requestAdsSync(deps, sellerId, 'connect').catch(() => undefined);
  return status;
}
