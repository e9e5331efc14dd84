import {
  shopifyAuthContract,
  shopifyInstallContract,
  shopifyLoginContract,
  shopifySignUpContract,
  type TSignUpUser,
} from '@brandlens/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStartingMutation } from '../../../lib/session/login';

// SPEC §4 'Shopify install'. The install grant that proves this browser presented a verified token
// is an httpOnly cookie the server sets on the first call; the browser only carries it along.

/** Has the server verify the installation's session token; answers the shop it was issued for. */
export function verifyShopifyInstall(token: string) {
  return apiRequest(shopifyInstallContract.path, (data) => shopifyInstallContract.responses[200].parse(data), {
    method: shopifyInstallContract.method,
    body: { token },
  });
}

/** Authenticates the shop of the grant: resolves when it can sign up; a 409 ApiError means log in instead. */
export function authenticateShopifyShop(externalId: string) {
  return apiRequest(shopifyAuthContract.path, (data) => shopifyAuthContract.responses[200].parse(data), {
    method: shopifyAuthContract.method,
    body: { externalId },
  });
}

export interface ShopifySignUpInput {
  user: TSignUpUser;
  externalId: string;
  aggregatorSlug?: string | undefined;
}

export function shopifySignUp(input: ShopifySignUpInput) {
  return apiRequest(shopifySignUpContract.path, (data) => shopifySignUpContract.responses[201].parse(data), {
    method: shopifySignUpContract.method,
    body: input,
  });
}

export interface ShopifyLoginInput {
  username: string;
  password: string;
  externalId: string;
}

export function shopifyLogin(input: ShopifyLoginInput) {
  return apiRequest(shopifyLoginContract.path, (data) => shopifyLoginContract.responses[200].parse(data), {
    method: shopifyLoginContract.method,
    body: input,
  });
}

export const useShopifySignUp = () => useSessionStartingMutation(shopifySignUp);
export const useShopifyLogin = () => useSessionStartingMutation(shopifyLogin);
