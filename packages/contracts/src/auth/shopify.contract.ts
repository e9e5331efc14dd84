import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSeller, ZSellerExists } from '../sellers/sellers.contract.ts';
import { MESSAGES } from '../validation.ts';
import { ZLoginBody } from './login.contract.ts';
import { ZSignUpUser } from './register.contract.ts';
import { ZLoginResult } from './session.ts';

// SPEC §4 'Shopify install': the app install lands on /shopify-auth?token=<signed token>. The
// server verifies the token against the Shopify auth service and hands this browser a
// short-lived, single-use install grant (an httpOnly cookie) for the shop named in the token.
// Only that browser can then authenticate the shop, sign up with it or link it after logging in.

/** SPEC §5: the only Shopify app whose installations sign in here. */
export const SHOPIFY_APP = 'sellerSync';

/** A Shopify session token: a signed JWT (three base64url parts). Checked for shape here, for signature by the auth service. */
export const ZShopifySessionToken = z
  .string()
  .max(4096, MESSAGES.invalidJwt)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, MESSAGES.invalidJwt);

/** The shop's permanent domain, which is the Shopify seller's externalId. */
export const ZShopifyShop = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}\.myshopify\.com$/, 'Must be a Shopify store domain, e.g. your-store.myshopify.com');

export const shopifyInstallContract = defineContract({
  method: 'POST',
  path: '/auth/shopify/install',
  summary:
    "Verify a Shopify installation's session token with the auth service; on success sets the install grant cookie for the shop",
  tags: ['auth', 'shopify'],
  body: z.object({ token: ZShopifySessionToken }),
  responses: {
    200: z.object({ externalId: z.string().describe('The shop domain the token was issued for') }),
    422: ZErrorBody.describe("'invalid JWT' or 'Unsupported app'"),
    502: ZErrorBody.describe('The auth service failed or could not be reached'),
    503: ZErrorBody.describe('Shopify sign-in is not configured on this server'),
  },
});

export const shopifyAuthContract = defineContract({
  method: 'POST',
  path: '/auth/shopify',
  summary:
    'Authenticate the shop of the install grant: 200 when it can sign up, 409 when it already belongs to an organization (log in instead)',
  tags: ['auth', 'shopify'],
  body: z.object({ externalId: ZShopifyShop }),
  responses: {
    200: z.object({ externalId: z.string(), status: z.literal('AVAILABLE') }),
    401: ZErrorBody.describe('No live install grant for this shop in this browser'),
    409: ZSellerExists,
    422: ZErrorBody,
  },
});

export const ZShopifySignUpBody = z.object({
  user: ZSignUpUser,
  externalId: ZShopifyShop,
  aggregatorSlug: z.string().trim().max(64).nullish().describe('The partner whose invite link the user followed'),
});

export const shopifySignUpContract = defineContract({
  method: 'POST',
  path: '/auth/shopify/sign-up',
  summary:
    'Sign up with the shop of the install grant: creates the user, the organization and the Shopify seller, sends the verification mail and starts the session',
  tags: ['auth', 'shopify'],
  body: ZShopifySignUpBody,
  responses: {
    201: ZLoginResult.extend({ verificationEmailSent: z.boolean(), seller: ZSeller }),
    401: ZErrorBody,
    409: z.union([ZSellerExists, ZErrorBody]).describe('The shop or the email address is already registered'),
    422: ZErrorBody,
  },
});

export const shopifyLoginContract = defineContract({
  method: 'POST',
  path: '/auth/shopify/login',
  summary:
    "Log in and link the shop of the install grant to the user's organization; refused with 409 when another organization has it",
  tags: ['auth', 'shopify'],
  body: ZLoginBody.extend({ externalId: ZShopifyShop }),
  responses: {
    200: ZLoginResult.extend({ seller: ZSeller }),
    401: ZErrorBody,
    409: ZSellerExists,
    422: ZErrorBody,
    429: ZErrorBody,
  },
});
