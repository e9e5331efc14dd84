import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';

export const ZMarketplace = z
  .object({
    marketplaceId: z.string(),
    marketplaceName: z.string(),
    domainName: z.string(),
    countryCode: z.string(),
    defaultCurrencyCode: z.string(),
    defaultLocale: z.string(),
    region: z.string().describe('na, eu or fe; empty for Non-Amazon'),
    listingOptimizationEnabled: z.boolean(),
  })
  .meta({ id: 'Marketplace' });
export type TMarketplace = z.infer<typeof ZMarketplace>;

export const listMarketplacesContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/marketplaces',
  summary: "The Amazon marketplaces and 'Non-Amazon' (multi-channel fulfilment)",
  tags: ['sellers'],
  params: z.object({ sellerId: z.string().min(1).max(100) }),
  responses: { 200: z.object({ marketplaces: z.array(ZMarketplace) }), 401: ZErrorBody, 404: ZErrorBody },
});
