import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZRegion, ZServiceProvider } from './service-providers.ts';

export const createServiceAuthorizationUrlContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/service-authorization-url',
  summary:
    "The provider's consent page for connecting an account to the seller; the state in it is bound to this session and seller (15 minutes, single use)",
  tags: ['connections'],
  params: z.object({ sellerId: z.string().min(1).max(100) }),
  body: z.object({ provider: ZServiceProvider, region: ZRegion.default('na') }),
  responses: {
    200: z.object({ url: z.url() }),
    401: ZErrorBody,
    403: ZErrorBody.describe('The email address is not verified yet'),
    404: ZErrorBody,
    422: ZErrorBody,
    503: ZErrorBody.describe('The provider connection is not configured or not available'),
  },
});

export const oauthCallbackContract = defineContract({
  method: 'GET',
  path: '/oauth',
  summary:
    "The provider's authorisation callback, forwarded by the /oauth page: checks the state, exchanges the code, stores the connection. Failures carry the SPEC §8 code in `code`",
  tags: ['connections'],
  query: z
    .object({
      state: z.string().max(200).optional(),
      spapi_oauth_code: z.string().max(2000).optional(),
      selling_partner_id: z.string().max(100).optional(),
      mws_auth_token: z.string().max(200).optional(),
      code: z.string().max(2000).optional().describe('Login with Amazon (Amazon Advertising): the authorisation code'),
      scope: z.string().max(500).optional().describe('Login with Amazon (Amazon Advertising): the scopes granted'),
      error: z.string().max(200).optional(),
      error_description: z.string().max(2000).optional(),
    })
    .describe('The query the provider sent to /oauth, as received'),
  responses: {
    200: z.object({
      sellerId: z.string().describe('The slug of the seller the account is now connected to'),
      provider: ZServiceProvider,
    }),
    401: ZErrorBody,
    409: ZErrorBody.describe("code 'account-already-active'"),
    422: ZErrorBody.describe("code 'invalid-callback-params'"),
    502: ZErrorBody.describe("code 'invalid-code'"),
    503: ZErrorBody,
  },
});
