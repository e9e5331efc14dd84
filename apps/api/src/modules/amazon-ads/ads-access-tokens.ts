// Login with Amazon access tokens for the Ads API, exchanged from a connection's refresh token at
// its region's token endpoint (platform/amazon/login-with-amazon.ts keeps them until shortly before
// they expire); a refused refresh token is this module's AdsAuthorisationLostError.
import type { TRegion } from '@brandlens/contracts';
import { LwaTokenCache, type LwaRefreshErrors } from '../../platform/amazon/login-with-amazon.ts';
import { AdsAuthorisationLostError, AdsRequestError } from './ads-api.errors.ts';
import { adsTokenUrl, type AdsConfig } from './ads-lwa.ts';

export interface AdsCredentials {
  /** seller_connections.id: the cache key. */
  connectionId: string;
  region: TRegion;
  refreshToken: string;
}

/** What the client asks for a token: a live one, and to forget one Amazon refused. */
export interface AdsTokenSource {
  get(): Promise<string>;
  forget(): void;
}

type TokenConfig = Pick<AdsConfig, 'clientId' | 'clientSecret' | 'tokenUrl'>;

const ADS_LWA_ERRORS: LwaRefreshErrors = {
  authorisationLost: () => new AdsAuthorisationLostError(),
  requestFailed: (status, detail, isRetryable) => new AdsRequestError('lwa-token', status, detail, isRetryable),
};

export class AdsAccessTokens {
  readonly #tokens: LwaTokenCache;
  readonly #config: TokenConfig;

  constructor(config: TokenConfig, now: () => number = Date.now) {
    this.#tokens = new LwaTokenCache(config, ADS_LWA_ERRORS, now);
    this.#config = config;
  }

  /** The token source of one connection; concurrent callers share one refresh. */
  sourceFor(credentials: AdsCredentials): AdsTokenSource {
    const grant = {
      connectionId: credentials.connectionId,
      refreshToken: credentials.refreshToken,
      tokenUrl: adsTokenUrl(this.#config, credentials.region),
    };
    return {
      get: () => this.#tokens.get(grant),
      forget: () => this.#tokens.forget(credentials.connectionId),
    };
  }
}

let processTokens: { key: string; tokens: AdsAccessTokens } | undefined;

/** The Ads access tokens of this process (one cache shared by every sync it runs). */
export function processAdsAccessTokens(config: TokenConfig): AdsAccessTokens {
  const key = `${config.tokenUrl ?? 'regional'} ${config.clientId}`;
  if (processTokens?.key !== key) processTokens = { key, tokens: new AdsAccessTokens(config) };
  return processTokens.tokens;
}

/** A token source of one access token (the one the consent code was exchanged for). */
export const fixedTokenSource = (accessToken: string): AdsTokenSource => ({
  get: () => Promise.resolve(accessToken),
  forget: () => undefined,
});
