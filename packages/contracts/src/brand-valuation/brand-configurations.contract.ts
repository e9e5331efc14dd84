import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';
import { ZSlug } from '../validation.ts';

export const BRAND_CONFIGURATION_MESSAGES = {
  name: 'Write the brand name',
  noBrandKeys: 'Choose at least one brand',
  tooManyBrandKeys: 'At most 200 brands in one configuration',
  reservedSlug: "The slug 'all' is reserved for All Brands",
} as const;

export const ZBrandConfiguration = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string().describe('Unique per seller; names the brand in URLs'),
    brandKeys: z.array(z.string()).describe('Catalog brand keys (products.brand) grouped into this brand'),
  })
  .meta({ id: 'BrandConfiguration' });
export type TBrandConfiguration = z.infer<typeof ZBrandConfiguration>;

export const ZBrandConfigurationBody = z.object({
  name: z.string().trim().min(1, BRAND_CONFIGURATION_MESSAGES.name).max(120),
  slug: ZSlug.refine((slug) => slug !== 'all', BRAND_CONFIGURATION_MESSAGES.reservedSlug),
  brandKeys: z
    .array(z.string().trim().min(1).max(200))
    .min(1, BRAND_CONFIGURATION_MESSAGES.noBrandKeys)
    .max(200, BRAND_CONFIGURATION_MESSAGES.tooManyBrandKeys)
    .transform((keys) => [...new Set(keys)]),
});
export type TBrandConfigurationBody = z.input<typeof ZBrandConfigurationBody>;

export const ZBrandConfigurationParams = ZSellerParams.extend({ id: z.uuid() });

export const listBrandConfigurationsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/brand-configurations',
  summary: "The seller's brand configurations",
  tags: ['brand valuation'],
  params: ZSellerParams,
  responses: {
    200: z.object({ brandConfigurations: z.array(ZBrandConfiguration) }),
    401: ZErrorBody,
    404: ZErrorBody,
  },
});

export const createBrandConfigurationContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/brand-configurations',
  summary: 'Group catalog brands into one brand; 422 when a brand key is unknown or already grouped',
  tags: ['brand valuation'],
  params: ZSellerParams,
  body: ZBrandConfigurationBody,
  responses: { 201: ZBrandConfiguration, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const updateBrandConfigurationContract = defineContract({
  method: 'PUT',
  path: '/v2/sellers/:sellerId/brand-configurations/:id',
  summary: 'Rename a brand configuration or change its brand keys',
  tags: ['brand valuation'],
  params: ZBrandConfigurationParams,
  body: ZBrandConfigurationBody,
  responses: { 200: ZBrandConfiguration, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const deleteBrandConfigurationContract = defineContract({
  method: 'DELETE',
  path: '/v2/sellers/:sellerId/brand-configurations/:id',
  summary: 'Delete a brand configuration; its brand keys become catalog brands again',
  tags: ['brand valuation'],
  params: ZBrandConfigurationParams,
  responses: { 200: z.object({ id: z.uuid(), deleted: z.literal(true) }), 401: ZErrorBody, 404: ZErrorBody },
});
