import { z } from 'zod';
import { ALL_BRANDS_KEY, ZBrandName } from '../brand-valuation/brand-score.ts';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';
import { returnReasonRowFields, ZReturnReasons, ZReturnReasonsSource } from './return-reasons.ts';

// Customer satisfaction over time (docs/customer-satisfaction.md): ratings and reviews from the
// review snapshots, returns from the ledger rollups, per month, per brand and per product, and
// return reasons from the FBA customer returns report.

const ZFraction = z.string().regex(/^-?\d+\.\d{6}$/);

export const ZCustomerSatisfactionQuery = z.object({
  period: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .default('last-12-months')
    .describe('Whole months: YYYY-MM, YYYY-MM..YYYY-MM or last-N-months (the N complete months before this one)'),
  brand: ZBrandName.default(ALL_BRANDS_KEY).describe("A brand key of the brand valuation pages; 'all' for every brand"),
  asin: z.string().trim().min(1).max(20).optional().describe('Only this product (ASIN)'),
  marketplace: z.string().trim().min(1).max(40).optional().describe('A marketplace id; all when absent'),
});
export type TCustomerSatisfactionQuery = z.output<typeof ZCustomerSatisfactionQuery>;

/** The figures of one month, brand or product; a rate is null when its denominator is 0. */
export const ZSatisfactionFigures = z
  .object({
    ratingCount: z.number().int().describe('Star ratings shown at the end of the span (cumulative)'),
    reviewCount: z.number().int().describe('Written reviews shown at the end of the span (cumulative)'),
    averageRating: z
      .string()
      .regex(/^\d\.\d{2}$/)
      .nullable()
      .describe('Σ stars × ratings / ratings at the end of the span, from the star breakdown'),
    newRatings: z
      .number()
      .int()
      .describe('Ratings received in the span (end − start; negative when Amazon removed some)'),
    newReviews: z.number().int(),
    newNegativeRatings: z.number().int().describe('1 and 2 star ratings received in the span'),
    negativeRate: ZFraction.nullable().describe('newNegativeRatings / newRatings; null unless newRatings > 0'),
    unitsSold: z.number().int().describe('Units on the sales Principal rows (ledger rollups, posted day)'),
    unitsReturned: z.number().int().describe('Units on the refund Principal rows (ledger rollups, posted day)'),
    returnRate: ZFraction.nullable().describe('unitsReturned / unitsSold; null unless unitsSold > 0'),
    estimated: z.boolean().describe('Some ledger row behind the units is not settled yet'),
  })
  .meta({ id: 'SatisfactionFigures' });
export type TSatisfactionFigures = z.infer<typeof ZSatisfactionFigures>;

export const ZSatisfactionMonth = ZSatisfactionFigures.extend({ month: z.string().describe('YYYY-MM') });
export type TSatisfactionMonth = z.infer<typeof ZSatisfactionMonth>;

export const ZSatisfactionBrandRow = ZSatisfactionFigures.extend({
  key: z.string().describe("The brand key; '' for products without a brand"),
  name: z.string(),
  ...returnReasonRowFields,
});
export type TSatisfactionBrandRow = z.infer<typeof ZSatisfactionBrandRow>;

export const ZSatisfactionProductRow = ZSatisfactionFigures.extend({
  key: z.string().describe('Unique within the response'),
  marketplaceId: z.string(),
  asin: z.string().nullable().describe('null for a SKU without a known ASIN'),
  skus: z.array(z.string()),
  title: z.string().nullable(),
  brandName: z.string().nullable(),
  ...returnReasonRowFields,
});
export type TSatisfactionProductRow = z.infer<typeof ZSatisfactionProductRow>;

export const ZCustomerSatisfactionTrend = z
  .object({
    sellerId: z.string(),
    brand: z.object({ key: z.string(), name: z.string() }),
    asin: z.string().nullable(),
    marketplace: z.string().nullable(),
    from: z.iso.date(),
    to: z.iso.date(),
    hasReviewSnapshots: z.boolean().describe('Some review snapshot of the filter exists up to the period end'),
    hasLedgerUnits: z.boolean().describe('Some unit sold or returned in the period'),
    months: z.array(ZSatisfactionMonth).describe('Every month of the period, in order, zero-filled'),
    totals: ZSatisfactionFigures.describe('The whole period'),
    brands: z.array(ZSatisfactionBrandRow).describe('Most units sold first'),
    products: z.array(ZSatisfactionProductRow).describe('Most units sold first, then most ratings'),
    returnReasonsSource: ZReturnReasonsSource.nullable().describe(
      'Where the latest stored return came from; null when no returns report was synced or uploaded',
    ),
    returnReasons: ZReturnReasons.describe('Why units came back, from the FBA customer returns report'),
  })
  .meta({ id: 'CustomerSatisfactionTrend' });
export type TCustomerSatisfactionTrend = z.infer<typeof ZCustomerSatisfactionTrend>;

export const getCustomerSatisfactionTrendContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/customer-satisfaction',
  summary: 'Ratings, reviews, negative reviews and returns per month, brand and product',
  tags: ['customer satisfaction'],
  params: ZSellerParams,
  query: ZCustomerSatisfactionQuery,
  responses: { 200: ZCustomerSatisfactionTrend, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
