// Login with Amazon for Selling Partner API authorisation: the Seller Central
// consent page (where the seller authorises our application) and the exchange
// of the returned spapi_oauth_code for a refresh token.
import type { TRegion } from '@brandlens/contracts';
import { z } from 'zod';
import { exchangeLwaAuthorizationCode } from '../../platform/amazon/login-with-amazon.ts';
import type { Env } from '../../platform/env.ts';

export interface AmazonLwaConfig {
  applicationId: string;
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  encryptionKey: Buffer;
  /** AMAZON_SELLER_CENTRAL_URL: the consent page's host for every region instead of Amazon's. */
  sellerCentralUrl: string | undefined;
}

export function amazonLwaConfigFrom(env: Env): AmazonLwaConfig | undefined {
  const { AMAZON_SP_API_APPLICATION_ID, AMAZON_LWA_CLIENT_ID, AMAZON_LWA_CLIENT_SECRET, CONNECTIONS_ENCRYPTION_KEY } =
    env;
  if (
    !AMAZON_SP_API_APPLICATION_ID ||
    !AMAZON_LWA_CLIENT_ID ||
    !AMAZON_LWA_CLIENT_SECRET ||
    !CONNECTIONS_ENCRYPTION_KEY
  )
    return undefined;
  return {
    applicationId: AMAZON_SP_API_APPLICATION_ID,
    clientId: AMAZON_LWA_CLIENT_ID,
    clientSecret: AMAZON_LWA_CLIENT_SECRET,
    tokenUrl: env.AMAZON_LWA_TOKEN_URL,
    sellerCentralUrl: env.AMAZON_SELLER_CENTRAL_URL?.replace(/\/+$/, ''),
    encryptionKey: Buffer.from(CONNECTIONS_ENCRYPTION_KEY, 'base64'),
  };
}

/** Seller Central per SP-API region (Far East: Japan's; Australia and Singapore sellers are sent on by Amazon). */
const SELLER_CENTRAL: Record<TRegion, string> = {
  na: 'https://sellercentral.amazon.com',
  eu: 'https://sellercentral-europe.amazon.com',
  fe: 'https://sellercentral.amazon.co.jp',
};

export function sellerCentralConsentUrl(
  config: AmazonLwaConfig,
  region: TRegion,
  state: string,
  redirectUri: string,
): string {
  const query = new URLSearchParams({ application_id: config.applicationId, state, redirect_uri: redirectUri });
  return `${config.sellerCentralUrl ?? SELLER_CENTRAL[region]}/apps/authorize/consent?${query.toString()}`;
}

const ZTokenAnswer = z.object({ refresh_token: z.string().min(1), access_token: z.string().optional() });

/** Exchanges the authorisation code; throws (with LWA's answer as the message) when Amazon refuses or fails. */
export async function exchangeAuthorizationCode(
  config: AmazonLwaConfig,
  code: string,
  redirectUri: string,
): Promise<{ refreshToken: string }> {
  const body = await exchangeLwaAuthorizationCode(config.tokenUrl, config, code, redirectUri);
  const answer = ZTokenAnswer.safeParse(body);
  if (!answer.success) throw new Error('LWA token answer without a refresh_token');
  return { refreshToken: answer.data.refresh_token };
}
