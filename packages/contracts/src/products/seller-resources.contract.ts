import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';

// What the pickers of the seller's pages offer: its marketplaces, brands and products (SPEC §7).

export const ZSellerResources = z
  .object({
    sellerId: z.string(),
    marketplaces: z.array(
      z.object({
        marketplaceId: z.string(),
        marketplaceName: z.string(),
        countryCode: z.string(),
        defaultCurrencyCode: z.string(),
        productCount: z.number().int(),
      }),
    ),
    brands: z.array(z.object({ brand: z.string(), productCount: z.number().int() })),
    productCount: z.number().int(),
  })
  .meta({ id: 'SellerResources' });
export type TSellerResources = z.infer<typeof ZSellerResources>;

export const getSellerResourcesContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/resources',
  summary: "The seller's marketplaces and brands, with their product counts",
  tags: ['products'],
  params: ZSellerParams,
  responses: { 200: ZSellerResources, 401: ZErrorBody, 404: ZErrorBody, 503: ZErrorBody },
});

export const ZResourceProductsQuery = z.object({
  marketplace: z.string().trim().min(1).max(40).optional(),
  brand: z.string().trim().min(1).max(200).optional(),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const ZResourceProducts = z
  .object({
    sellerId: z.string(),
    products: z.array(
      z.object({
        id: z.string(),
        marketplaceId: z.string(),
        sku: z.string(),
        asin: z.string().nullable(),
        title: z.string().nullable(),
        brand: z.string().nullable(),
        imageUrl: z.string().nullable(),
      }),
    ),
    totalCount: z.number().int().describe('Products matching the filters; at most `limit` are listed'),
  })
  .meta({ id: 'ResourceProducts' });
export type TResourceProducts = z.infer<typeof ZResourceProducts>;

export const getResourceProductsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/resources/products',
  summary: "The seller's products for a picker, by title, ASIN or SKU",
  tags: ['products'],
  params: ZSellerParams,
  query: ZResourceProductsQuery,
  responses: { 200: ZResourceProducts, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
