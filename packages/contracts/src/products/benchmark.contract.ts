import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZProductDecimal, ZProductFilters } from './products-catalog.contract.ts';

// A product's margin, return rate and conversion against the seller's other products of the same
// category: median and quartiles, where each comes from, and how many products it compares.

export const ZBenchmarkQuery = ZProductFilters.pick({ targetCurrency: true, period: true }).extend({
  sellerId: z.string().min(1).max(100),
  productId: z.uuid(),
});
export type TBenchmarkQuery = z.infer<typeof ZBenchmarkQuery>;

export const ZBenchmarkDataPoint = z
  .object({
    metric: z.enum(['margin', 'returnRate', 'conversion']),
    value: ZProductDecimal.nullable().describe("The product's figure, percent"),
    lowerQuartile: ZProductDecimal.nullable(),
    median: ZProductDecimal.nullable(),
    upperQuartile: ZProductDecimal.nullable(),
    position: z.enum(['top-quartile', 'above-median', 'below-median', 'bottom-quartile']).nullable(),
    isLowerBetter: z.boolean(),
    comparedProducts: z.number().int().describe('Other products with a figure in the median'),
    source: z.string().describe('Where the figures come from, in words'),
  })
  .meta({ id: 'BenchmarkDataPoint' });
export type TBenchmarkDataPoint = z.infer<typeof ZBenchmarkDataPoint>;

export const ZBenchmarkDataPoints = z
  .object({
    sellerId: z.string(),
    productId: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    category: z.string().nullable().describe('null: no category known, the peers are all the seller’s products'),
    categorySource: z.enum(['catalog', 'best-seller-rank', 'none']),
    dataPoints: z.array(ZBenchmarkDataPoint),
  })
  .meta({ id: 'BenchmarkDataPoints' });
export type TBenchmarkDataPoints = z.infer<typeof ZBenchmarkDataPoints>;

export const getBenchmarkDataPointsContract = defineContract({
  method: 'GET',
  path: '/v2/benchmark-data-points',
  summary: "A product's margin, return rate and conversion against the seller's products of its category",
  tags: ['products'],
  query: ZBenchmarkQuery,
  responses: { 200: ZBenchmarkDataPoints, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
