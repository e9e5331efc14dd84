import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';

export const ZSellerBrand = z
  .object({
    key: z.string().describe("A configured brand's slug or a catalog brand key"),
    name: z.string(),
    configurationId: z
      .uuid()
      .nullable()
      .describe('The brand configuration grouping the keys; null for a catalog brand'),
    brandKeys: z.array(z.string()).describe('The catalog brand keys (products.brand) it groups'),
    productCount: z.number().int().describe('Products of the seller with one of these brand keys'),
  })
  .meta({ id: 'SellerBrand' });
export type TSellerBrand = z.infer<typeof ZSellerBrand>;

export const listSellerBrandsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/brands',
  summary: "The seller's brands: configured brands, then catalog brands in no configuration",
  tags: ['brand valuation'],
  params: ZSellerParams,
  responses: { 200: z.object({ brands: z.array(ZSellerBrand) }), 401: ZErrorBody, 404: ZErrorBody },
});
