import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZRepeatedQueryParam } from '../fx/get-fx-rates.contract.ts';

export const ZCogsStatus = z
  .object({
    unitsSold: z.number().int().describe('Units on full-price product sales rows'),
    unitsWithCost: z.number().int().describe('Of those, units whose SKU has a cost valid on the sale date'),
    share: z.number().nullable().describe('unitsWithCost / unitsSold, 0 to 1 (4 decimals); null without sales'),
    skusWithoutCost: z
      .array(z.object({ sku: z.string().nullable(), unitsSold: z.number().int() }))
      .describe('Up to 50 SKUs with sold units lacking a cost, most units first'),
  })
  .meta({ id: 'CogsStatus' });
export type TCogsStatus = z.infer<typeof ZCogsStatus>;

export const getCogsStatusContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/cogs-status',
  summary: 'Share of sold units with a known cost on their sale date',
  tags: ['cost of goods'],
  params: z.object({ sellerId: z.string().min(1).max(100) }),
  responses: { 200: ZCogsStatus, 401: ZErrorBody, 404: ZErrorBody },
});

export const findCogsStatusByExternalIdsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/cogs-status',
  summary: 'COGS status of each seller you may see, by external id (`externalIds` repeated)',
  tags: ['cost of goods'],
  query: z.object({
    externalIds: ZRepeatedQueryParam(z.string().trim().min(1).max(100)).pipe(
      z.array(z.string()).min(1, 'Give at least one externalIds').max(100, 'At most 100 externalIds'),
    ),
  }),
  responses: {
    200: z.object({
      sellers: z.array(ZCogsStatus.extend({ sellerId: z.string(), slug: z.string(), externalId: z.string() })),
    }),
    401: ZErrorBody,
    422: ZErrorBody,
  },
});
