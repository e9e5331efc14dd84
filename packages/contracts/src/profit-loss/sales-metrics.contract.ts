import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZFigure, ZProfitLossQuery, ZSellerParams } from './profit-loss.contract.ts';

export const ZSalesMetrics = z
  .object({
    sellerId: z.string(),
    currency: z.string(),
    aggregationView: z.enum(['MONTHLY', 'DAILY']),
    from: z.string(),
    to: z.string(),
    periods: z.array(
      z.object({
        period: z.string(),
        unitsSold: z.number().int().describe('Units on full-price product sales rows'),
        orders: z.number().int().describe('Distinct order ids with product sales in the period'),
        netSales: ZFigure,
      }),
    ),
  })
  .meta({ id: 'SalesMetrics' });
export type TSalesMetrics = z.infer<typeof ZSalesMetrics>;

export const getSalesMetricsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/sales-metrics',
  summary: 'Units, orders and net sales per month or day',
  tags: ['profit and loss'],
  params: ZSellerParams,
  query: ZProfitLossQuery,
  responses: { 200: ZSalesMetrics, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});
