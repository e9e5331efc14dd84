import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';

/** The columns of an uploaded file, in template order; headers match case- and space-insensitively. */
export const COGS_FILE_COLUMNS = ['sku', 'unit landed cost', 'currency', 'valid from'] as const;
export const COGS_MAX_ROWS = 20_000;

const ZSellerParams = z.object({ sellerId: z.string().min(1).max(100) });

/**
 * One row as sent. Fields are checked row by row by the service, so that every
 * bad row is reported with its row number and column instead of the first one only.
 */
export const ZCostOfGoodsSoldInput = z.object({
  sku: z.string().describe('Seller SKU'),
  unitLandedCost: z
    .union([z.string(), z.number()])
    .describe('Landed cost of one unit, a decimal with at most 4 decimal places, stored exactly'),
  currency: z.string().describe('One of the 47 reporting currencies, EGP or SAR'),
  validFrom: z.string().describe('YYYY-MM-DD: the first order date this cost applies to'),
});
export type TCostOfGoodsSoldInput = z.infer<typeof ZCostOfGoodsSoldInput>;

export const ZCostOfGoodsSold = z
  .object({
    sku: z.string(),
    unitLandedCost: z.string().describe('Exact decimal string'),
    currency: z.string(),
    validFrom: z.string(),
    validUntil: z.string().nullable().describe('The last day this cost applies: the day before the next validFrom'),
  })
  .meta({ id: 'CostOfGoodsSold' });
export type TCostOfGoodsSold = z.infer<typeof ZCostOfGoodsSold>;

export const ZCogsRowError = z
  .object({
    row: z.number().int().describe('1-based: the position in the list, or the line of the file (the header is 1)'),
    column: z.string().describe('The field name (JSON) or the header as written in the file'),
    reason: z.string(),
  })
  .meta({ id: 'CogsRowError' });
export type TCogsRowError = z.infer<typeof ZCogsRowError>;

/** 422 when any row is bad: nothing is stored; `details.errors` reads well, `rowErrors` is for tables. */
export const ZCogsRejected = ZErrorBody.extend({
  rowErrors: z
    .array(ZCogsRowError)
    .optional()
    .describe('Every bad row; empty when the file itself is unreadable; absent when the request shape is invalid'),
}).meta({ id: 'CogsRejected' });
export type TCogsRejected = z.infer<typeof ZCogsRejected>;

export const ZCogsStored = z.object({
  rowsReceived: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int().describe('Rows already stored with the same cost and currency'),
});
export type TCogsStored = z.infer<typeof ZCogsStored>;

export const createCostOfGoodsSoldContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/cost-of-goods-sold',
  summary: 'Add or replace unit landed costs; nothing is stored when any row is bad',
  tags: ['cost of goods'],
  params: ZSellerParams,
  body: z.object({
    costOfGoodsSold: z.array(ZCostOfGoodsSoldInput).min(1, 'Send at least one row').max(COGS_MAX_ROWS),
  }),
  responses: { 200: ZCogsStored, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZCogsRejected },
});

export const uploadCostOfGoodsSoldContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/cost-of-goods-sold/upload',
  summary: 'Upload a CSV or XLSX file (sku, unit landed cost, currency, valid from) as multipart field "file"',
  tags: ['cost of goods'],
  params: ZSellerParams,
  responses: {
    200: ZCogsStored,
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    413: ZErrorBody,
    422: ZCogsRejected,
  },
});

export const listCostOfGoodsSoldContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/cost-of-goods-sold',
  summary: "The seller's unit landed costs by SKU and validity",
  tags: ['cost of goods'],
  params: ZSellerParams,
  responses: { 200: z.object({ costOfGoodsSold: z.array(ZCostOfGoodsSold) }), 401: ZErrorBody, 404: ZErrorBody },
});

export const getCostOfGoodsSoldTemplateContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/cost-of-goods-sold/template.csv',
  summary: 'A CSV template to fill in and upload',
  tags: ['cost of goods'],
  params: ZSellerParams,
  responses: { 200: z.string().describe('text/csv'), 401: ZErrorBody, 404: ZErrorBody },
});
