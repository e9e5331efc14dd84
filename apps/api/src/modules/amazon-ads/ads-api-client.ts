// One Amazon Ads API call, done right: a live access token (one fresh token
// after a 401, then the authorisation counts as lost), the client id and the
// profile scope headers, a timeout, and 429s, 5xx and network failures retried
// a bounded number of times. A 429 waits what Retry-After says, up to a bound;
// a longer wait gives the turn back (AdsRateLimitedError) so no worker idles.
// Tokens never reach a log or an error.
import type { TRegion } from '@brandlens/contracts';
import type { z } from 'zod';
import type { AdsTokenSource } from './ads-access-tokens.ts';
import { AdsAuthorisationLostError, AdsRateLimitedError, AdsRequestError } from './ads-api.errors.ts';
import { parseJsonKeepingIds } from './ads-api.schemas.ts';
import { adsApiBaseUrl, type AdsConfig } from './ads-lwa.ts';

export interface AdsApiRequest {
  /** Names the call in errors and logs. */
  operation: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  /** The advertiser profile the call is about (Amazon-Advertising-API-Scope); not on /v2/profiles. */
  profileId?: string;
  /** A versioned media type (application/vnd.spCampaign.v3+json): sent as Content-Type and Accept. */
  mediaType?: string;
  /** Accept, when it is not the media type (reporting: createasyncreportresponse, getasyncreportresponse). */
  accept?: string;
  body?: unknown;
}

export interface AdsApiClientOptions {
  config: Pick<AdsConfig, 'clientId' | 'apiEndpoint'>;
  region: TRegion;
  tokens: AdsTokenSource;
  maxAttempts?: number;
  /** The longest 429 wait taken in place; a longer one throws AdsRateLimitedError. */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export type AdsApiClient = ReturnType<typeof createAdsApiClient>;

const REQUEST_TIMEOUT_MS = 30_000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential back-off with jitter: about 1, 2, 4, 8 s, never more than 30 s. */
const backoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.ceil(Number(header) * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function createAdsApiClient(options: AdsApiClientOptions) {
  const { config, tokens } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const sleep = options.sleep ?? defaultSleep;
  const baseUrl = adsApiBaseUrl(config, options.region);

  async function send<TSchema extends z.ZodType>(request: AdsApiRequest, schema: TSchema): Promise<z.output<TSchema>> {
    let isTokenRetried = false;
    for (let attempt = 0; ; attempt += 1) {
      const isLastAttempt = attempt + 1 >= maxAttempts;
      let response: Response;
      try {
        // Inside the try: Login with Amazon being down is retried like the Ads API being down.
        const accessToken = await tokens.get();
        response = await fetch(requestUrl(baseUrl, request), {
          method: request.method,
          headers: headersOf(config.clientId, accessToken, request),
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        if (error instanceof AdsAuthorisationLostError) throw error;
        if (error instanceof AdsRequestError && !error.isRetryable) throw error;
        if (isLastAttempt)
          throw error instanceof AdsRequestError
            ? error
            : new AdsRequestError(request.operation, undefined, (error as Error).message, true);
        await sleep(backoffMs(attempt));
        continue;
      }
      const body = await readBody(response);
      if (response.ok) {
        const parsed = schema.safeParse(body);
        if (!parsed.success)
          throw new AdsRequestError(request.operation, response.status, `unexpected answer: ${parsed.error.message}`);
        return parsed.data;
      }
      if (response.status === 401) {
        // An access token Amazon stopped accepting before its time: one fresh token, once.
        if (isTokenRetried) throw new AdsAuthorisationLostError();
        isTokenRetried = true;
        tokens.forget();
        continue;
      }
      if (response.status === 429) {
        const waitMs = retryAfterMs(response.headers.get('retry-after')) ?? backoffMs(attempt);
        if (waitMs > maxWaitMs || isLastAttempt) throw new AdsRateLimitedError(request.operation, waitMs);
        await sleep(waitMs);
        continue;
      }
      const isRetryable = response.status >= 500;
      if (!isRetryable || isLastAttempt)
        throw new AdsRequestError(request.operation, response.status, describeError(body), isRetryable, body);
      await sleep(backoffMs(attempt));
    }
  }

  return { send, region: options.region };
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return parseJsonKeepingIds(await response.text());
  } catch {
    return undefined;
  }
}

function headersOf(clientId: string, accessToken: string, request: AdsApiRequest): Record<string, string> {
  const mediaType = request.mediaType ?? 'application/json';
  return {
    Authorization: `Bearer ${accessToken}`,
    'Amazon-Advertising-API-ClientId': clientId,
    ...(request.profileId ? { 'Amazon-Advertising-API-Scope': request.profileId } : {}),
    Accept: request.accept ?? mediaType,
    ...(request.body === undefined ? {} : { 'Content-Type': mediaType }),
  };
}

function requestUrl(baseUrl: string, request: AdsApiRequest): string {
  const url = new URL(`${baseUrl}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** Amazon's error bodies: {code, details} (v2), {code, message} or {code, description} (v3). */
function describeError(body: unknown): string {
  if (typeof body !== 'object' || body === null) return 'no error details';
  const fields = body as Record<string, unknown>;
  const text = [fields.code, fields.details ?? fields.message ?? fields.description]
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join(' ');
  return text.slice(0, 300) || 'no error details';
}
