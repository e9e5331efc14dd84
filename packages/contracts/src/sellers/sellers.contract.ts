import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSlug } from '../validation.ts';

export const ZSeller = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    externalId: z.string().nullable().describe('Amazon merchant token or Shopify shop id, when connected'),
  })
  .meta({ id: 'Seller' });
export type TSeller = z.infer<typeof ZSeller>;

export const listSellersContract = defineContract({
  method: 'GET',
  path: '/v2/sellers',
  summary: 'The sellers your organization sees',
  tags: ['sellers'],
  responses: { 200: z.object({ sellers: z.array(ZSeller) }), 401: ZErrorBody },
});

export const getSellerContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId',
  summary: 'One seller by id or slug; 404 when it does not exist or your organization may not see it',
  tags: ['sellers'],
  params: z.object({ sellerId: z.string().min(1).max(100) }),
  responses: { 200: ZSeller, 401: ZErrorBody, 404: ZErrorBody },
});

export const ZAddSellerBody = z.object({
  name: z.string().trim().min(1, 'Write the seller name').max(120),
  slug: ZSlug,
  externalId: z.string().trim().min(1).max(100).optional(),
});

/** SPEC §4: a 409 means the seller exists; it is a result, carrying the existing seller when you may see it. */
export const ZSellerExists = z.object({
  status: z.literal('SELLER_EXISTS'),
  message: z.string(),
  seller: ZSeller.nullable(),
});

export const addSellerToOrganizationContract = defineContract({
  method: 'POST',
  path: '/v2/user/:id/add-seller-to-organization',
  summary:
    'Add a seller to your organization; 409 with the seller when your organization already has it; 422 when the ' +
    'slug or external id cannot be used (held by a seller you may not see, or reserved: one answer for both)',
  tags: ['sellers'],
  params: z.object({ id: z.uuid() }),
  body: ZAddSellerBody,
  responses: { 201: ZSeller, 401: ZErrorBody, 404: ZErrorBody, 409: ZSellerExists, 422: ZErrorBody },
});
