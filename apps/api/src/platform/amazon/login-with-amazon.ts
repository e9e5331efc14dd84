// Login with Amazon's token endpoint, as the SP-API and the Ads API connections both use it: the
// exchange of a consent code, and access tokens from a connection's refresh token kept in this
// process until shortly before they expire (an hour). Tokens are never stored, logged or returned;
// a worker that starts just asks again. What differs per API (the endpoint, the errors it throws,
// what the consent answer must hold) is the caller's.
import { z } from 'zod';

/** Refresh this long before Amazon's expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

const ZLwaTokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().int().positive(),
});
const ZLwaErrorAnswer = z.object({ error: z.string(), error_description: z.string().optional() });

/** Our application's Login with Amazon client. */
export interface LwaClient {
  clientId: string;
  clientSecret: string;
}

function postGrant(tokenUrl: string, client: LwaClient, grant: Record<string, string>): Promise<Response> {
  return fetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ ...grant, client_id: client.clientId, client_secret: client.clientSecret }).toString(),
    signal: AbortSignal.timeout(15_000),
  });
}

/**
 * Exchanges a consent code and answers LWA's JSON for the caller to check; throws (with LWA's
 * answer as the message) when Amazon refuses or fails.
 */
export async function exchangeLwaAuthorizationCode(
  tokenUrl: string,
  client: LwaClient,
  code: string,
  redirectUri: string,
): Promise<unknown> {
  const response = await postGrant(tokenUrl, client, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`LWA token call answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** The errors an API's callers act on, made by that API's module. */
export interface LwaRefreshErrors {
  /** invalid_grant: this refresh token is dead; only a new authorisation helps. */
  authorisationLost(connectionId: string): Error;
  /** Unreachable, refused for another reason (invalid_client, 5xx), or an answer without a token. */
  requestFailed(status: number | undefined, detail: string, isRetryable: boolean): Error;
}

export interface LwaRefreshGrant {
  /** The connection's id: the cache key. */
  connectionId: string;
  refreshToken: string;
  tokenUrl: string;
}

/** Access tokens per connection; concurrent callers of one connection share one refresh. */
export class LwaTokenCache {
  readonly #cache = new Map<string, { accessToken: string; expiresAt: number }>();
  readonly #inFlight = new Map<string, Promise<string>>();
  readonly #client: LwaClient;
  readonly #errors: LwaRefreshErrors;
  readonly #now: () => number;

  constructor(client: LwaClient, errors: LwaRefreshErrors, now: () => number = Date.now) {
    this.#client = client;
    this.#errors = errors;
    this.#now = now;
  }

  async get(grant: LwaRefreshGrant): Promise<string> {
    const cached = this.#cache.get(grant.connectionId);
    if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > this.#now()) return cached.accessToken;
    let pending = this.#inFlight.get(grant.connectionId);
    if (!pending) {
      pending = this.#refresh(grant).finally(() => this.#inFlight.delete(grant.connectionId));
      this.#inFlight.set(grant.connectionId, pending);
    }
    return pending;
  }

  /** Forgets a token Amazon refused before its time (revoked, or the clock was off). */
  forget(connectionId: string): void {
    this.#cache.delete(connectionId);
  }

  async #refresh(grant: LwaRefreshGrant): Promise<string> {
    let response: Response;
    try {
      response = await postGrant(grant.tokenUrl, this.#client, {
        grant_type: 'refresh_token',
        refresh_token: grant.refreshToken,
      });
    } catch (error) {
      throw this.#errors.requestFailed(undefined, (error as Error).message, true);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const refusal = ZLwaErrorAnswer.safeParse(body);
      // invalid_grant: this refresh token is dead. Anything else (invalid_client, 5xx) is ours or Amazon's.
      if (refusal.success && refusal.data.error === 'invalid_grant')
        throw this.#errors.authorisationLost(grant.connectionId);
      const detail = refusal.success ? refusal.data.error : 'no error code';
      throw this.#errors.requestFailed(response.status, detail, response.status === 429 || response.status >= 500);
    }
    const answer = ZLwaTokenAnswer.safeParse(body);
    if (!answer.success) throw this.#errors.requestFailed(response.status, 'answer without an access_token', false);
    this.#cache.set(grant.connectionId, {
      accessToken: answer.data.access_token,
      expiresAt: this.#now() + answer.data.expires_in * 1000,
    });
    return answer.data.access_token;
  }
}
