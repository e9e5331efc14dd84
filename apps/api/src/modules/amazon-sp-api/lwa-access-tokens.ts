// Login with Amazon access tokens of the SP-API, exchanged from a connection's refresh token at
// the one token endpoint (platform/amazon/login-with-amazon.ts keeps them until shortly before
// they expire); a refused refresh token is this module's SpApiAuthorisationLostError.
import { LwaTokenCache, type LwaRefreshErrors } from '../../platform/amazon/login-with-amazon.ts';
import { SpApiAuthorisationLostError, SpApiRequestError } from './sp-api.errors.ts';
import type { SpApiConfig } from './sp-api-config.ts';

export interface SpApiCredentials {
  /** The connection's id: the cache key. */
  connectionId: string;
  refreshToken: string;
}

type TokenConfig = Pick<SpApiConfig, 'clientId' | 'clientSecret' | 'tokenUrl'>;

const SP_API_LWA_ERRORS: LwaRefreshErrors = {
  authorisationLost: (connectionId) => new SpApiAuthorisationLostError(connectionId),
  requestFailed: (status, detail, isRetryable) => new SpApiRequestError('lwa-token', status, detail, isRetryable),
};

export class LwaAccessTokens {
  readonly #tokens: LwaTokenCache;
  readonly #tokenUrl: string;

  constructor(config: TokenConfig, now: () => number = Date.now) {
    this.#tokens = new LwaTokenCache(config, SP_API_LWA_ERRORS, now);
    this.#tokenUrl = config.tokenUrl;
  }

  /** A live access token; concurrent callers of one connection share one refresh. */
  getAccessToken(credentials: SpApiCredentials): Promise<string> {
    return this.#tokens.get({ ...credentials, tokenUrl: this.#tokenUrl });
  }

  /** Forgets a token Amazon refused before its time (revoked, or the clock was off). */
  forget(connectionId: string): void {
    this.#tokens.forget(connectionId);
  }
}

let processTokens: { key: string; tokens: LwaAccessTokens } | undefined;

/** The access tokens of this process (one cache shared by every sync it runs). */
export function processAccessTokens(config: TokenConfig): LwaAccessTokens {
  const key = `${config.tokenUrl} ${config.clientId}`;
  if (processTokens?.key !== key) processTokens = { key, tokens: new LwaAccessTokens(config) };
  return processTokens.tokens;
}
