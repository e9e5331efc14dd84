import {
  SERVICE_PROVIDER_NAMES,
  ZRegion,
  type TAuthorizationErrorCode,
  type TRegion,
  type TServiceProvider,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { createToken, hashToken } from '../../platform/auth/tokens.ts';
import { sealSecret } from '../../platform/crypto/secret-box.ts';
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { adsNotConfigured, connectAdsAccount } from '../amazon-ads/ads-connect.service.ts';
import { ADS_PROVIDER, adsConfigFrom, adsConsentUrl } from '../amazon-ads/ads-lwa.ts';
import { requestSellerSync } from '../amazon-sp-api/sync-requests.ts';
import { ALL_SYNC_STEPS } from '../amazon-sp-api/sync-steps.ts';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/errors.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { amazonLwaConfigFrom, exchangeAuthorizationCode, sellerCentralConsentUrl } from './amazon-lwa.ts';
import { consumeOauthState, insertOauthState, saveConnection } from './connections.queries.ts';

/** Long enough to log in to Seller Central and consent; the state is single use. */
export const OAUTH_STATE_MINUTES = 15;

/** The providers whose authorisation is implemented: Selling Partner API through Login with Amazon. */
const SP_API_PROVIDERS = [
  'autopilot_spapi_basic',
  'autopilot_spapi_ops',
] as const satisfies readonly TServiceProvider[];
export const isSpApiProvider = (provider: string): provider is (typeof SP_API_PROVIDERS)[number] =>
  (SP_API_PROVIDERS as readonly string[]).includes(provider);

/** A failed callback: the SPEC §8 code travels in `code`, for /authorizations/error. */
const callbackError = (status: number, code: TAuthorizationErrorCode, message: string, cause?: unknown) =>
  new AppError(status, code, message, undefined, cause);
const invalidCallbackParams = () =>
  callbackError(422, 'invalid-callback-params', 'Received invalid callback params, Plesase try again');

const notAvailable = (provider: TServiceProvider) =>
  new AppError(
    503,
    'CONNECTION_NOT_AVAILABLE',
    `Connecting ${SERVICE_PROVIDER_NAMES[provider]} accounts is not available yet.`,
  );
const notConfigured = () =>
  new AppError(
    503,
    'CONNECTION_NOT_CONFIGURED',
    'Amazon Seller Central connections are not configured on this server.',
  );

/** SPEC §8 account-already-active: also how an inactive connection is described to the seller. */
export const ACCOUNT_ALREADY_ACTIVE_MESSAGE =
  'The authenticated account is already active for another seller and thus will stay deactivated. Please contact support.';

const callbackUrl = (baseUrl: string) => `${baseUrl}/oauth`;

/**
 * The provider's consent page for the seller. The state in it is random,
 * stored hashed, and bound to this session and this seller.
 */
export async function createServiceAuthorizationUrl(
  deps: { db: Database; env: Env },
  auth: AuthContext,
  sellerIdOrSlug: string,
  input: { provider: TServiceProvider; region: TRegion },
  baseUrl: string,
): Promise<{ url: string }> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const consentUrl = consentUrlOf(deps.env, input.provider);
  const { token: state, tokenHash } = createToken();
  await insertOauthState(deps.db, {
    stateHash: tokenHash,
    sessionId: auth.sessionId,
    sellerId: seller.id,
    provider: input.provider,
    region: input.region,
    expiresAt: new Date(Date.now() + OAUTH_STATE_MINUTES * 60_000),
  });
  return { url: consentUrl(input.region, state, callbackUrl(baseUrl)) };
}

/** The provider's consent page builder; throws when this server cannot connect the provider. */
function consentUrlOf(env: Env, provider: TServiceProvider) {
  if (provider === ADS_PROVIDER) {
    const ads = adsConfigFrom(env);
    if (!ads) throw adsNotConfigured();
    return (region: TRegion, state: string, redirectUri: string) => adsConsentUrl(ads, region, state, redirectUri);
  }
  if (!isSpApiProvider(provider)) throw notAvailable(provider);
  const config = amazonLwaConfigFrom(env);
  if (!config) throw notConfigured();
  return (region: TRegion, state: string, redirectUri: string) =>
    sellerCentralConsentUrl(config, region, state, redirectUri);
}

export interface CallbackQuery {
  state?: string | undefined;
  spapi_oauth_code?: string | undefined;
  selling_partner_id?: string | undefined;
  /** Login with Amazon (Amazon Advertising). */
  code?: string | undefined;
  error?: string | undefined;
}

/**
 * SPEC §4 callback: the state must be a live one of this session, for a
 * seller the caller still sees; then the code is exchanged for a refresh
 * token, stored encrypted. An account active for another seller is stored
 * inactive and reported as account-already-active.
 */
export async function completeServiceAuthorization(
  deps: { db: Database; env: Env; jobs: JobSender },
  auth: AuthContext,
  query: CallbackQuery,
  baseUrl: string,
): Promise<{ sellerId: string; provider: TServiceProvider }> {
  // Login with Amazon (Amazon Advertising) sends `code`; Seller Central sends spapi_oauth_code.
  const isAds = query.code !== undefined && query.spapi_oauth_code === undefined;
  const { state, selling_partner_id: sellingPartnerId } = query;
  const code = isAds ? query.code : query.spapi_oauth_code;
  if (query.error || !state || !code || (!isAds && !sellingPartnerId)) throw invalidCallbackParams();
  const pending = await consumeOauthState(deps.db, hashToken(state), auth.sessionId);
  if (!pending || (isAds ? pending.provider !== ADS_PROVIDER : !isSpApiProvider(pending.provider)))
    throw invalidCallbackParams();
  const seller = await getSeller(deps.db, auth, pending.sellerId).catch(() => {
    throw invalidCallbackParams();
  });
  if (isAds) {
    const input = { region: ZRegion.parse(pending.region), code, redirectUri: callbackUrl(baseUrl) };
    if ((await connectAdsAccount(deps, seller.id, input)) === 'inactive')
      throw callbackError(409, 'account-already-active', ACCOUNT_ALREADY_ACTIVE_MESSAGE);
    return { sellerId: seller.slug, provider: ADS_PROVIDER };
  }
  if (!sellingPartnerId || !isSpApiProvider(pending.provider)) throw invalidCallbackParams();
  const config = amazonLwaConfigFrom(deps.env);
  if (!config) throw notConfigured();

  let refreshToken: string;
  try {
    ({ refreshToken } = await exchangeAuthorizationCode(config, code, callbackUrl(baseUrl)));
  } catch (error) {
    throw callbackError(502, 'invalid-code', 'OAuth code to token call failed, Please try again', error);
  }
  const status = await saveConnection(deps.db, {
    sellerId: seller.id,
    provider: pending.provider,
    providerFamily: SP_API_PROVIDERS,
    region: pending.region,
    externalAccountId: sellingPartnerId,
    refreshTokenEncrypted: sealSecret(refreshToken, config.encryptionKey),
  });
  if (status === 'inactive') throw callbackError(409, 'account-already-active', ACCOUNT_ALREADY_ACTIVE_MESSAGE);
  // The first sync (the backfill) starts now; the connection is saved whether or not it can be queued,
  // and the hourly schedule picks up a seller whose first sync did not start.
  await requestSellerSync(deps, seller.id, ALL_SYNC_STEPS, 'connect').catch(() => undefined);
  return { sellerId: seller.slug, provider: pending.provider };
}
