// Login with Amazon access tokens, exchanged from a connection's refresh token
// and kept in this process until shortly before they expire (an hour). They are
// never stored, logged or returned: a worker that starts just asks again.
import { SpApiAuthorisationLostError, SpApiRequestError } from './sp-api.errors.ts';
import { ZLwaErrorAnswer, ZLwaTokenAnswer } from './sp-api.schemas.ts';
import type { SpApiConfig } from './sp-api-config.ts';

/** Refresh this long before Amazon's expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

export interface SpApiCredentials {
  /** The connection's id: the cache key. */
  connectionId: string;
  refreshToken: string;
}

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

export class LwaAccessTokens {
  readonly #cache = new Map<string, CachedToken>();
  readonly #inFlight = new Map<string, Promise<CachedToken>>();

  readonly #config: Pick<SpApiConfig, 'clientId' | 'clientSecret' | 'tokenUrl'>;
  readonly #now: () => number;

  constructor(config: Pick<SpApiConfig, 'clientId' | 'clientSecret' | 'tokenUrl'>, now: () => number = Date.now) {
    this.#config = config;
    this.#now = now;
  }

  /** A live access token; concurrent callers of one connection share one refresh. */
  async getAccessToken(credentials: SpApiCredentials): Promise<string> {
    const cached = this.#cache.get(credentials.connectionId);
    if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > this.#now()) return cached.accessToken;
    let pending = this.#inFlight.get(credentials.connectionId);
    if (!pending) {
      pending = this.#refresh(credentials).finally(() => this.#inFlight.delete(credentials.connectionId));
      this.#inFlight.set(credentials.connectionId, pending);
    }
    return (await pending).accessToken;
  }

  /** Forgets a token Amazon refused before its time (revoked, or the clock was off). */
  forget(connectionId: string): void {
    this.#cache.delete(connectionId);
  }

  async #refresh(credentials: SpApiCredentials): Promise<CachedToken> {
    let response: Response;
    try {
      response = await fetch(this.#config.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: credentials.refreshToken,
          client_id: this.#config.clientId,
          client_secret: this.#config.clientSecret,
        }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new SpApiRequestError('lwa-token', undefined, (error as Error).message, true);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const refusal = ZLwaErrorAnswer.safeParse(body);
      // invalid_grant: this refresh token is dead. Anything else (invalid_client, 5xx) is ours or Amazon's.
      if (refusal.success && refusal.data.error === 'invalid_grant')
        throw new SpApiAuthorisationLostError(credentials.connectionId);
      const detail = refusal.success ? refusal.data.error : 'no error code';
      throw new SpApiRequestError(
        'lwa-token',
        response.status,
        detail,
        response.status === 429 || response.status >= 500,
      );
    }
    const answer = ZLwaTokenAnswer.safeParse(body);
    if (!answer.success) throw new SpApiRequestError('lwa-token', response.status, 'answer without an access_token');
    const token = { accessToken: answer.data.access_token, expiresAt: this.#now() + answer.data.expires_in * 1000 };
    this.#cache.set(credentials.connectionId, token);
    return token;
  }
}

let processTokens: { key: string; tokens: LwaAccessTokens } | undefined;

/** The access tokens of this process (one cache shared by every sync it runs). */
export function processAccessTokens(
  config: Pick<SpApiConfig, 'clientId' | 'clientSecret' | 'tokenUrl'>,
): LwaAccessTokens {
  const key = `${config.tokenUrl} ${config.clientId}`;
  if (processTokens?.key !== key) processTokens = { key, tokens: new LwaAccessTokens(config) };
  return processTokens.tokens;
}
