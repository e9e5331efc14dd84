import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZFigure, ZProfitLossFilters, ZSellerParams } from './profit-loss.contract.ts';

export const ASIN_PROFIT_LOSS_SORT_KEYS = [
  'netSales',
  'unitsSold',
  'productCosts',
  'totalMarketplaceFees',
  'contributionMargin1',
  'contributionMargin2',
  'contributionMargin3',
  'sku',
] as const;

export const ZAsinProfitLossQuery = ZProfitLossFilters.extend({
  version: z
    .literal('1', { error: 'Unknown asin-profit-loss version; the only version is "1"' })
    .default('1')
    .describe('Version of the response (SPEC §7); "1", the only one so far'),
  sortBy: z.enum(ASIN_PROFIT_LOSS_SORT_KEYS).default('netSales'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().min(1).max(200).optional().describe('Part of the SKU, ASIN or title, any case'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAsinProfitLossQuery = z.output<typeof ZAsinProfitLossQuery>;

export const ZProductFigures = z.object({
  netSales: ZFigure,
  unitsSold: ZFigure,
  productCosts: ZFigure,
  totalMarketplaceFees: ZFigure,
  contributionMargin1: ZFigure,
  contributionMargin2: ZFigure,
  contributionMargin3: ZFigure,
});

export const ZAsinProfitLossRow = ZProductFigures.extend({
  marketplaceId: z.string(),
  sku: z.string(),
  asin: z.string().nullable(),
  brand: z.string().nullable(),
  title: z.string().nullable(),
});

export const ZAsinProfitLoss = z
  .object({
    sellerId: z.string(),
    currency: z.string(),
    from: z.string(),
    to: z.string(),
    rows: z.array(ZAsinProfitLossRow),
    totals: ZProductFigures.describe('Over every product of the filter, not only this page'),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalRows: z.number().int(),
  })
  .meta({ id: 'AsinProfitLoss' });
export type TAsinProfitLoss = z.infer<typeof ZAsinProfitLoss>;

export const getAsinProfitLossContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/asin-profit-loss',
  summary: 'The main P&L lines per product (marketplace × SKU, with its ASIN), sorted, filtered and paginated',
  tags: ['profit and loss'],
  params: ZSellerParams,
  query: ZAsinProfitLossQuery,
  responses: { 200: ZAsinProfitLoss, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});
