// The Shopify auth service checks the signature of an installation's session
// token. We call it from the server, never from the browser, because the call
// carries our credentials. Request and answer: docs/decisions/0016.
import { MESSAGES, SHOPIFY_APP, ZShopifyShop } from '@brandlens/contracts';
import { z } from 'zod';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/errors.ts';

export interface ShopifyAuthServiceConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export const VERIFY_TIMEOUT_MS = 10_000;

export function shopifyAuthServiceFrom(env: Env): ShopifyAuthServiceConfig | undefined {
  const { SHOPIFY_AUTH_SERVICE_URL, SHOPIFY_AUTH_SERVICE_CLIENT_ID, SHOPIFY_AUTH_SERVICE_CLIENT_SECRET } = env;
  if (!SHOPIFY_AUTH_SERVICE_URL || !SHOPIFY_AUTH_SERVICE_CLIENT_ID || !SHOPIFY_AUTH_SERVICE_CLIENT_SECRET)
    return undefined;
  return {
    baseUrl: SHOPIFY_AUTH_SERVICE_URL.replace(/\/+$/, ''),
    clientId: SHOPIFY_AUTH_SERVICE_CLIENT_ID,
    clientSecret: SHOPIFY_AUTH_SERVICE_CLIENT_SECRET,
  };
}

export const shopifyAuthErrors = {
  notConfigured: () => new AppError(503, 'SHOPIFY_NOT_CONFIGURED', 'Shopify sign-in is not configured'),
  invalidJwt: () => new AppError(422, 'INVALID_JWT', MESSAGES.invalidJwt, [MESSAGES.invalidJwt]),
  unsupportedApp: () => new AppError(422, 'UNSUPPORTED_APP', MESSAGES.unsupportedApp, [MESSAGES.unsupportedApp]),
  unavailable: (cause: unknown) =>
    new AppError(
      502,
      'SHOPIFY_AUTH_UNAVAILABLE',
      'The Shopify sign-in service could not check your installation. Try again in a few minutes.',
      undefined,
      cause,
    ),
};

/** The answer to a token the service accepts. */
const ZVerified = z.object({
  valid: z.literal(true),
  app: z.string(),
  shop: z.string(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/** The answer to a token the service refuses. */
const ZRefused = z.object({ valid: z.literal(false), error: z.string().optional() });

/**
 * Verifies a session token; returns the shop (the seller's externalId) it was
 * issued for. A token the service refuses is 'invalid JWT', one for another app
 * 'Unsupported app'; a failing or misconfigured service is a 502, never a success.
 */
export async function verifyShopifySessionToken(
  config: ShopifyAuthServiceConfig,
  token: string,
  now: Date = new Date(),
): Promise<{ externalId: string }> {
  const url = `${config.baseUrl}/public/session/verify?${new URLSearchParams({ jwt: token }).toString()}`;
  const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Basic ${credentials}` },
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
  } catch (error) {
    throw shopifyAuthErrors.unavailable(error);
  }
  const body = await readJson(response);

  if (response.status === 400 || response.status === 401 || response.status === 422) {
    throw shopifyAuthErrors.invalidJwt();
  }
  if (!response.ok) {
    // 403 means the service refused our credentials: a configuration problem, not the user's token.
    throw shopifyAuthErrors.unavailable(new Error(`auth service answered ${response.status}: ${JSON.stringify(body)}`));
  }
  if (ZRefused.safeParse(body).success) throw shopifyAuthErrors.invalidJwt();
  const verified = ZVerified.safeParse(body);
  if (!verified.success) throw shopifyAuthErrors.unavailable(new Error(`unexpected answer: ${JSON.stringify(body)}`));
  if (verified.data.app !== SHOPIFY_APP) throw shopifyAuthErrors.unsupportedApp();
  if (verified.data.expiresAt && new Date(verified.data.expiresAt) <= now) throw shopifyAuthErrors.invalidJwt();
  const shop = ZShopifyShop.safeParse(verified.data.shop);
  if (!shop.success) throw shopifyAuthErrors.unavailable(new Error(`not a shop domain: ${verified.data.shop}`));
  return { externalId: shop.data };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 200);
  }
}
