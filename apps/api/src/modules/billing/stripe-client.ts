// Stripe's HTTP API as it is: form-encoded requests, Bearer secret key, JSON
// answers. No SDK: the few calls we make are plain, and the base URL can point
// at a local server in tests. ADR 0017.
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/errors.ts';

export interface StripeConfig {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string | undefined;
}

/** Pinned, so the shapes we read do not change with the account's default version. */
export const STRIPE_API_VERSION = '2024-06-20';
const TIMEOUT_MS = 15_000;

export function stripeConfigFrom(env: Env): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  return {
    apiUrl: env.STRIPE_API_URL.replace(/\/+$/, ''),
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  };
}

export const billingNotConfigured = () =>
  new AppError(503, 'BILLING_NOT_CONFIGURED', 'Online payment is not configured. Contact us to upgrade your plan.');

const providerFailed = (cause: unknown) =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_FAILED',
    'The payment provider could not complete the request. Try again in a few minutes.',
    undefined,
    cause,
  );

/** An error answer of Stripe ({error: {type, code, message}}), for the caller to interpret. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, code: string | undefined, message: string) {
    super(message);
    this.name = 'StripeApiError';
    this.status = status;
    this.code = code;
  }
}

export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: nested keys in brackets, arrays by index (expand[0]=data.product). */
export function encodeStripeForm(params: Record<string, FormValue>): string {
  const pairs: [string, string][] = [];
  const walk = (key: string, value: FormValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((entry, index) => walk(`${key}[${index}]`, entry));
    else if (typeof value === 'object')
      for (const [name, entry] of Object.entries(value)) walk(`${key}[${name}]`, entry);
    else pairs.push([key, String(value)]);
  };
  for (const [key, value] of Object.entries(params)) walk(key, value);
  return new URLSearchParams(pairs).toString();
}

/**
 * One call to Stripe. A Stripe error answer throws StripeApiError (the
 * service decides what it means for the user); no answer at all is a 502.
 */
export async function stripeRequest(
  config: StripeConfig,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, FormValue> = {},
): Promise<unknown> {
  const form = encodeStripeForm(params);
  const url = `${config.apiUrl}${path}${method === 'GET' && form ? `?${form}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${config.secretKey}`,
        'Stripe-Version': STRIPE_API_VERSION,
        Accept: 'application/json',
        ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { body: form } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw providerFailed(error);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw providerFailed(new Error(`Stripe answered ${response.status} with no JSON`, { cause: error }));
  }
  if (response.ok) return body;
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  throw new StripeApiError(
    response.status,
    typeof error.code === 'string' ? error.code : undefined,
    typeof error.message === 'string' ? error.message : `Stripe answered ${response.status}`,
  );
}

/** A Stripe failure the user cannot fix becomes a logged 502. */
export function toProviderError(error: unknown): unknown {
  return error instanceof StripeApiError ? providerFailed(error) : error;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
