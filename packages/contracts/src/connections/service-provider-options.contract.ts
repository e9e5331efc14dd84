import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZRegion, ZServiceProvider } from './service-providers.ts';

/** Whether this server can connect the provider now; keys, the web app words them. */
export const PROVIDER_AVAILABILITIES = ['available', 'not-configured', 'not-available-yet'] as const;
export const ZProviderAvailability = z
  .enum(PROVIDER_AVAILABILITIES)
  .describe(
    'available: the Connect button works; not-configured: this server lacks the credentials (Seller Central); not-available-yet: the product does not connect this provider yet',
  );
export type TProviderAvailability = z.infer<typeof ZProviderAvailability>;

const ZConnectedAccount = z.object({
  region: ZRegion,
  accountId: z.string().describe("The provider's account id, e.g. the Seller Central merchant token"),
  authorizedAt: z.iso.datetime().describe('When the seller last authorised the account'),
  lastSyncedAt: z.iso.datetime().nullable().describe('When a sync last completed; null until the first one'),
});

export const ZConnectionState = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('not-connected') }),
    ZConnectedAccount.extend({ state: z.literal('connected') }),
    ZConnectedAccount.extend({
      state: z.literal('error'),
      message: z.string().describe('What went wrong, in words the seller can act on'),
    }),
    ZConnectedAccount.extend({
      state: z.literal('reauthorization-required'),
      message: z.string(),
    }),
  ])
  .meta({ id: 'ConnectionState' });
export type TConnectionState = z.infer<typeof ZConnectionState>;

export const ZServiceProviderOption = z
  .object({
    provider: ZServiceProvider,
    name: z.string().describe('Display name (SPEC §3)'),
    availability: ZProviderAvailability,
    connection: ZConnectionState,
  })
  .meta({ id: 'ServiceProviderOption' });
export type TServiceProviderOption = z.infer<typeof ZServiceProviderOption>;

export const getServiceProviderOptionsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/service-provider-options',
  summary:
    "The five service providers with whether this server can connect them and the seller's connection to each (no token ever)",
  tags: ['connections'],
  params: z.object({ sellerId: z.string().min(1).max(100) }),
  responses: {
    200: z.object({ providers: z.array(ZServiceProviderOption) }),
    401: ZErrorBody,
    404: ZErrorBody,
  },
});
