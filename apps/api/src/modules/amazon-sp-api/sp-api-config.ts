// Where and as whom the SP-API client calls: the application's Login with
// Amazon credentials and the regional host of each connection, or one base
// URL for every region when AMAZON_SP_API_ENDPOINT is set (a local fake).
import type { TRegion } from '@brandlens/contracts';
import type { Env } from '../../platform/env.ts';

export interface SpApiConfig {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  /** Replaces every regional host when set. */
  endpoint: string | undefined;
}

const REGIONAL_HOSTS: Record<TRegion, string> = {
  na: 'https://sellingpartnerapi-na.amazon.com',
  eu: 'https://sellingpartnerapi-eu.amazon.com',
  fe: 'https://sellingpartnerapi-fe.amazon.com',
};

/** Undefined when this server has no Login with Amazon client: it cannot call the SP-API. */
export function spApiConfigFrom(env: Env): SpApiConfig | undefined {
  if (!env.AMAZON_LWA_CLIENT_ID || !env.AMAZON_LWA_CLIENT_SECRET) return undefined;
  return {
    clientId: env.AMAZON_LWA_CLIENT_ID,
    clientSecret: env.AMAZON_LWA_CLIENT_SECRET,
    tokenUrl: env.AMAZON_LWA_TOKEN_URL,
    endpoint: env.AMAZON_SP_API_ENDPOINT,
  };
}

export function spApiBaseUrl(config: Pick<SpApiConfig, 'endpoint'>, region: TRegion): string {
  return (config.endpoint ?? REGIONAL_HOSTS[region]).replace(/\/+$/, '');
}
