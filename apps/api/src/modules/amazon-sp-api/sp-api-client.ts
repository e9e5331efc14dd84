// One SP-API call, done right: a slot from the operation's shared bucket, a
// live access token in x-amz-access-token, the rate Amazon answers with
// remembered, and 429s, 5xx and network failures retried with backoff and
// jitter a bounded number of times. Tokens never reach a log or an error.
import type { TRegion } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { z } from 'zod';
import type { LwaAccessTokens } from './lwa-access-tokens.ts';
import { SpApiAuthorisationLostError, SpApiRateLimitedError, SpApiRequestError } from './sp-api.errors.ts';
import { ZSpApiErrorList } from './sp-api.schemas.ts';
import { spApiBaseUrl, type SpApiConfig } from './sp-api-config.ts';
import { drainBucket, reserveRateSlot, updateBucketRate } from './sp-api-rate-buckets.queries.ts';
import {
  DEFAULT_RETRY_POLICY,
  parseRateLimitHeader,
  retryDelayMs,
  SP_API_RATE_LIMITS,
  type RetryPolicy,
  type TSpApiOperation,
} from './sp-api-rate-limits.ts';

export interface SpApiConnection {
  /** seller_connections.id */
  id: string;
  /** The selling partner id: Amazon counts rate limits per account. */
  accountId: string;
  region: TRegion;
  refreshToken: string;
}

export interface SpApiClientOptions {
  db: Database;
  config: Pick<SpApiConfig, 'endpoint'>;
  tokens: LwaAccessTokens;
  connection: SpApiConnection;
  retry?: RetryPolicy;
  /** Longest wait for a rate slot before giving the turn back (SpApiRateLimitedError). */
  maxSlotWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface SpApiRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | readonly string[] | undefined>;
  body?: unknown;
}

export type SpApiClient = ReturnType<typeof createSpApiClient>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSpApiClient(options: SpApiClientOptions) {
  const { db, tokens, connection } = options;
  const policy = options.retry ?? DEFAULT_RETRY_POLICY;
  const sleep = options.sleep ?? defaultSleep;
  const maxSlotWaitMs = options.maxSlotWaitMs ?? 120_000;
  const baseUrl = spApiBaseUrl(options.config, connection.region);

  async function takeSlot(operation: TSpApiOperation, bucketKey: string): Promise<void> {
    const slot = await reserveRateSlot(db, bucketKey, SP_API_RATE_LIMITS[operation], maxSlotWaitMs);
    if (!slot.isReserved) throw new SpApiRateLimitedError(operation, slot.waitMs);
    if (slot.waitMs > 0) await sleep(slot.waitMs);
  }

  async function send<TSchema extends z.ZodType>(
    operation: TSpApiOperation,
    request: SpApiRequest,
    schema: TSchema,
  ): Promise<z.output<TSchema>> {
    const bucketKey = `${connection.region}:${connection.accountId}:${operation}`;
    let isTokenRetried = false;
    for (let attempt = 0; ; attempt += 1) {
      await takeSlot(operation, bucketKey);
      let response: Response;
      try {
        // Inside the try: Login with Amazon being down is retried like the SP-API being down.
        const accessToken = await tokens.getAccessToken({
          connectionId: connection.id,
          refreshToken: connection.refreshToken,
        });
        response = await fetch(requestUrl(baseUrl, request), {
          method: request.method,
          headers: {
            'x-amz-access-token': accessToken,
            accept: 'application/json',
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        if (error instanceof SpApiAuthorisationLostError) throw error;
        if (error instanceof SpApiRequestError && !error.isRetryable) throw error;
        if (attempt + 1 >= policy.maxAttempts)
          throw error instanceof SpApiRequestError
            ? error
            : new SpApiRequestError(operation, undefined, (error as Error).message, true);
        await sleep(retryDelayMs(policy, attempt));
        continue;
      }
      const rate = parseRateLimitHeader(response.headers.get('x-amzn-ratelimit-limit'));
      if (rate !== undefined) await updateBucketRate(db, bucketKey, rate);
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const parsed = schema.safeParse(body);
        if (!parsed.success)
          throw new SpApiRequestError(operation, response.status, `unexpected answer: ${parsed.error.message}`);
        return parsed.data;
      }
      // A 403 can be an access token Amazon stopped accepting before its time: one fresh token, once.
      if (response.status === 403 && !isTokenRetried) {
        isTokenRetried = true;
        tokens.forget(connection.id);
        continue;
      }
      const isRetryable = response.status === 429 || response.status >= 500;
      if (!isRetryable || attempt + 1 >= policy.maxAttempts)
        throw new SpApiRequestError(operation, response.status, describeErrors(body), isRetryable);
      if (response.status === 429) await drainBucket(db, bucketKey);
      await sleep(retryDelayMs(policy, attempt));
    }
  }

  return { send };
}

function requestUrl(baseUrl: string, request: SpApiRequest): string {
  const url = new URL(`${baseUrl}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value === undefined) continue;
    // Amazon takes lists comma-separated (reportTypes=A,B).
    url.searchParams.set(name, typeof value === 'string' ? value : value.join(','));
  }
  return url.toString();
}

function describeErrors(body: unknown): string {
  const list = ZSpApiErrorList.safeParse(body);
  if (!list.success) return 'no error details';
  return list.data.errors.map((error) => `${error.code} ${error.message}`.slice(0, 200)).join('; ');
}
