import { MESSAGES } from '@brandlens/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { authenticateShopifyShop, verifyShopifyInstall } from '../api/shopify';

// SPEC §4 'Shopify install': the token is verified (by the server, which holds the credentials),
// then the shop in it is authenticated: success goes to shopify-sign-up, failure (the shop already
// belongs to an organization) to shopify-login, a verification error to the authorizations error
// page with the reason.

export interface ShopifyInstallCalls {
  verify: typeof verifyShopifyInstall;
  authenticate: typeof authenticateShopifyShop;
}

const defaultCalls: ShopifyInstallCalls = { verify: verifyShopifyInstall, authenticate: authenticateShopifyShop };

export async function resolveShopifyInstall(
  token: string | null,
  calls: ShopifyInstallCalls = defaultCalls,
): Promise<string> {
  if (!token) return paths.authorizationsError.getHref(MESSAGES.invalidJwt);
  let shop: string;
  try {
    shop = (await calls.verify(token)).externalId;
  } catch (error) {
    return paths.authorizationsError.getHref(errorText(error));
  }
  try {
    await calls.authenticate(shop);
    return paths.shopifySignUp.getHref({ shop });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return paths.shopifyLogin.getHref({ shop });
    return paths.authorizationsError.getHref(errorText(error));
  }
}

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'The Shopify installation could not be verified.';
