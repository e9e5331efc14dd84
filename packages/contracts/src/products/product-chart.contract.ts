import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZCurrencyCode } from '../currencies.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';
import { ZProductDecimal } from './products-catalog.contract.ts';

// One metric of one product per day or month (docs/products.md, "Chart").

export const PRODUCT_CHART_METRICS = [
  'netSales',
  'unitsSold',
  'contributionMargin3',
  'margin',
  'price',
  'sessions',
  'conversion',
  'bsr',
  'stock',
] as const;
export const ZProductChartMetric = z.enum(PRODUCT_CHART_METRICS);
export type TProductChartMetric = z.infer<typeof ZProductChartMetric>;

export const ZProductChartQuery = z.object({
  productId: z.uuid(),
  metric: ZProductChartMetric.default('netSales'),
  aggregationView: z.enum(['DAILY', 'MONTHLY']).default('MONTHLY'),
  targetCurrency: ZCurrencyCode.optional(),
  period: z.string().trim().min(1).max(40).default('last-12-months'),
});
export type TProductChartQuery = z.infer<typeof ZProductChartQuery>;

export const ZProductChart = z
  .object({
    sellerId: z.string(),
    productId: z.string(),
    metric: ZProductChartMetric,
    aggregationView: z.enum(['DAILY', 'MONTHLY']),
    currency: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    points: z.array(
      z.object({
        period: z.string().describe('YYYY-MM-DD or YYYY-MM'),
        value: ZProductDecimal.nullable().describe('null: nothing reported for that day or month'),
      }),
    ),
  })
  .meta({ id: 'ProductChart' });
export type TProductChart = z.infer<typeof ZProductChart>;

export const getProductChartContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/product-chart',
  summary: 'One metric of one product per day or month',
  tags: ['products'],
  params: ZSellerParams,
  query: ZProductChartQuery,
  responses: { 200: ZProductChart, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
