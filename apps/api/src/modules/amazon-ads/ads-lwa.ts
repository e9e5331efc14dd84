// Login with Amazon for the Amazon Ads API: the regional consent page (scope
// advertising::campaign_management), the regional token endpoint, and the
// exchange of the returned code for a refresh token. The client is the Ads
// one when AMAZON_ADS_CLIENT_ID is set, else the SP-API's; local fakes replace
// the consent host (AMAZON_ADS_CONSENT_URL), the token endpoint (an explicit
// AMAZON_LWA_TOKEN_URL) and the API hosts (AMAZON_ADS_API_ENDPOINT).
import type { TRegion, TServiceProvider } from '@brandlens/contracts';
import { z } from 'zod';
import { exchangeLwaAuthorizationCode } from '../../platform/amazon/login-with-amazon.ts';
import type { Env } from '../../platform/env.ts';

export const ADS_PROVIDER = 'autopilot_amazon_ads' satisfies TServiceProvider;
export const ADS_SCOPE = 'advertising::campaign_management';

export interface AdsConfig {
  clientId: string;
  clientSecret: string;
  encryptionKey: Buffer;
  /** Replaces every regional consent host when set. */
  consentUrl: string | undefined;
  /** Replaces every regional token endpoint when set. */
  tokenUrl: string | undefined;
  /** Replaces every regional API host when set. */
  apiEndpoint: string | undefined;
}

/** The env's default token URL: only a value other than it is an explicit override. */
const DEFAULT_LWA_TOKEN_URL = 'https://api.amazon.com/auth/o2/token';

const CONSENT_HOSTS: Record<TRegion, string> = {
  na: 'https://www.amazon.com',
  eu: 'https://eu.account.amazon.com',
  fe: 'https://apac.account.amazon.com',
};
const TOKEN_URLS: Record<TRegion, string> = {
  na: 'https://api.amazon.com/auth/o2/token',
  eu: 'https://api.amazon.co.uk/auth/o2/token',
  fe: 'https://api.amazon.co.jp/auth/o2/token',
};
const API_HOSTS: Record<TRegion, string> = {
  na: 'https://advertising-api.amazon.com',
  eu: 'https://advertising-api-eu.amazon.com',
  fe: 'https://advertising-api-fe.amazon.com',
};

const trimmed = (url: string | undefined) => url?.replace(/\/+$/, '');

/** Undefined when this server has no Login with Amazon client or no key to store tokens with. */
export function adsConfigFrom(env: Env): AdsConfig | undefined {
  const clientId = env.AMAZON_ADS_CLIENT_ID ?? env.AMAZON_LWA_CLIENT_ID;
  const clientSecret = env.AMAZON_ADS_CLIENT_ID ? env.AMAZON_ADS_CLIENT_SECRET : env.AMAZON_LWA_CLIENT_SECRET;
  if (!clientId || !clientSecret || !env.CONNECTIONS_ENCRYPTION_KEY) return undefined;
  return {
    clientId,
    clientSecret,
    encryptionKey: Buffer.from(env.CONNECTIONS_ENCRYPTION_KEY, 'base64'),
    consentUrl: trimmed(env.AMAZON_ADS_CONSENT_URL),
    tokenUrl: env.AMAZON_LWA_TOKEN_URL === DEFAULT_LWA_TOKEN_URL ? undefined : env.AMAZON_LWA_TOKEN_URL,
    apiEndpoint: trimmed(env.AMAZON_ADS_API_ENDPOINT),
  };
}

export const adsTokenUrl = (config: Pick<AdsConfig, 'tokenUrl'>, region: TRegion) =>
  config.tokenUrl ?? TOKEN_URLS[region];

export const adsApiBaseUrl = (config: Pick<AdsConfig, 'apiEndpoint'>, region: TRegion) =>
  config.apiEndpoint ?? API_HOSTS[region];

export function adsConsentUrl(config: AdsConfig, region: TRegion, state: string, redirectUri: string): string {
  const query = new URLSearchParams({
    client_id: config.clientId,
    scope: ADS_SCOPE,
    response_type: 'code',
    redirect_uri: redirectUri,
    state,
  });
  return `${config.consentUrl ?? CONSENT_HOSTS[region]}/ap/oa?${query.toString()}`;
}

const ZTokenAnswer = z.object({
  refresh_token: z.string().min(1),
  access_token: z.string().min(1),
  expires_in: z.number().int().positive().default(3600),
});

/** Exchanges the consent code; throws (with LWA's answer as the message) when Amazon refuses or fails. */
export async function exchangeAdsAuthorizationCode(
  config: AdsConfig,
  region: TRegion,
  code: string,
  redirectUri: string,
): Promise<{ refreshToken: string; accessToken: string; expiresInSeconds: number }> {
  const body = await exchangeLwaAuthorizationCode(adsTokenUrl(config, region), config, code, redirectUri);
  const answer = ZTokenAnswer.safeParse(body);
  if (!answer.success) throw new Error('LWA token answer without a refresh_token and an access_token');
  return {
    refreshToken: answer.data.refresh_token,
    accessToken: answer.data.access_token,
    expiresInSeconds: answer.data.expires_in,
  };
}
