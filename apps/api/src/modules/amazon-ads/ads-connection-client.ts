// An Ads API client acting for a seller's stored connection: the one place the
// sealed refresh token is opened (in the worker's sync, or the API process when
// it reads Amazon's list of profiles for the chooser).
import { ZRegion } from '@brandlens/contracts';
import { openSecret } from '../../platform/crypto/secret-box.ts';
import { processAdsAccessTokens, type AdsAccessTokens } from './ads-access-tokens.ts';
import { createAdsApiClient, type AdsApiClient } from './ads-api-client.ts';
import type { AdsConfig } from './ads-lwa.ts';

export interface StoredAdsConnection {
  id: string;
  region: string;
  refreshTokenEncrypted: string;
}

export function adsClientForConnection(
  config: AdsConfig,
  connection: StoredAdsConnection,
  options: { tokens?: AdsAccessTokens; sleep?: (ms: number) => Promise<void> } = {},
): AdsApiClient {
  const region = ZRegion.parse(connection.region);
  const tokens = (options.tokens ?? processAdsAccessTokens(config)).sourceFor({
    connectionId: connection.id,
    region,
    refreshToken: openSecret(connection.refreshTokenEncrypted, config.encryptionKey),
  });
  return createAdsApiClient({ config, region, tokens, ...(options.sleep ? { sleep: options.sleep } : {}) });
}
