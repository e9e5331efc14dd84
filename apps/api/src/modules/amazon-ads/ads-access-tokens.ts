// Login with Amazon access tokens for the Ads API, exchanged from a
// connection's refresh token at its region's token endpoint and kept in this
// process until shortly before they expire (an hour). Never stored or logged.
import type { TRegion } from '@brandlens/contracts';
import { z } from 'zod';
import { AdsAuthorisationLostError, AdsRequestError } from './ads-api.errors.ts';
import { adsTokenUrl, type AdsConfig } from './ads-lwa.ts';

/** Refresh this long before Amazon's expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

const ZTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const ZErrorAnswer = z.object({ error: z.string() });

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

export class AdsAccessTokens {
  readonly #cache = new Map<string, { accessToken: string; expiresAt: number }>();
  readonly #inFlight = new Map<string, Promise<string>>();
  readonly #config: TokenConfig;
  readonly #now: () => number;

  constructor(config: TokenConfig, now: () => number = Date.now) {
    this.#config = config;
    this.#now = now;
  }

  /** The token source of one connection; concurrent callers share one refresh. */
  sourceFor(credentials: AdsCredentials): AdsTokenSource {
    return {
      get: () => this.#get(credentials),
      forget: () => void this.#cache.delete(credentials.connectionId),
    };
  }

  async #get(credentials: AdsCredentials): Promise<string> {
    const cached = this.#cache.get(credentials.connectionId);
    if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > this.#now()) return cached.accessToken;
    let pending = this.#inFlight.get(credentials.connectionId);
    if (!pending) {
      pending = this.#refresh(credentials).finally(() => this.#inFlight.delete(credentials.connectionId));
      this.#inFlight.set(credentials.connectionId, pending);
    }
    return pending;
  }

  async #refresh(credentials: AdsCredentials): Promise<string> {
    let response: Response;
    try {
      response = await fetch(adsTokenUrl(this.#config, credentials.region), {
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
      throw new AdsRequestError('lwa-token', undefined, (error as Error).message, true);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const refusal = ZErrorAnswer.safeParse(body);
      // invalid_grant: this refresh token is dead. Anything else (invalid_client, 5xx) is ours or Amazon's.
      if (refusal.success && refusal.data.error === 'invalid_grant') throw new AdsAuthorisationLostError();
      const isRetryable = response.status === 429 || response.status >= 500;
      throw new AdsRequestError(
        'lwa-token',
        response.status,
        refusal.success ? refusal.data.error : 'no error code',
        isRetryable,
      );
    }
    const answer = ZTokenAnswer.safeParse(body);
    if (!answer.success) throw new AdsRequestError('lwa-token', response.status, 'answer without an access_token');
    this.#cache.set(credentials.connectionId, {
      accessToken: answer.data.access_token,
      expiresAt: this.#now() + answer.data.expires_in * 1000,
    });
    return answer.data.access_token;
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
