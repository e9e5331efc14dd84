import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZFigure, ZSellerParams } from '../profit-loss/profit-loss.contract.ts';
import {
  ALL_BRANDS_KEY,
  ZBrandName,
  ZBrandScore,
  ZBrandScoreQuery,
  ZIndicatorResult,
  ZMonthFigures,
  ZScoreBasis,
  ZTrailingPeriod,
} from './brand-score.ts';

const ZScorePeriod = z.object({
  sellerId: z.string(),
  currency: z.string().describe('The currency of every money figure'),
  period: ZTrailingPeriod,
  from: z.string().describe('First day (YYYY-MM-DD) of the trailing period'),
  to: z.string().describe('Last day (YYYY-MM-DD) of the trailing period'),
});

export const ZBrandsOverviewQuery = ZBrandScoreQuery.extend({
  aggregationView: z.enum(['MONTHLY', 'DAILY']).default('MONTHLY'),
});
export type TBrandsOverviewQuery = z.output<typeof ZBrandsOverviewQuery>;

export const ZBrandsOverview = ZScorePeriod.extend({
  brands: z.array(ZBrandScore).describe("The first entry is the whole seller, key 'all' ('All Brands')"),
}).meta({ id: 'BrandsOverview' });
export type TBrandsOverview = z.infer<typeof ZBrandsOverview>;

export const getBrandsOverviewContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/brands-overview',
  summary: 'The brand score of the whole seller and of every brand',
  tags: ['brand valuation'],
  params: ZSellerParams,
  query: ZBrandsOverviewQuery,
  responses: { 200: ZBrandsOverview, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const ZPerformanceQuery = ZBrandScoreQuery.extend({
  brandName: ZBrandName.default(ALL_BRANDS_KEY),
});
export type TPerformanceQuery = z.output<typeof ZPerformanceQuery>;

export const ZPerformance = ZScorePeriod.extend({
  brand: ZBrandScore,
  months: z.array(ZMonthFigures).describe('Net sales and EBITDA per month of the period, every month'),
}).meta({ id: 'BrandPerformance' });
export type TPerformance = z.infer<typeof ZPerformance>;

export const getPerformanceContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/performance',
  summary: "One brand's score with its net sales and EBITDA per month",
  tags: ['brand valuation'],
  params: ZSellerParams,
  query: ZPerformanceQuery,
  responses: { 200: ZPerformance, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const ZBrandParams = ZSellerParams.extend({ brand: ZBrandName });

const ZBrandRef = z.object({ key: z.string(), name: z.string() });

/** The ledger figures behind the profitability indicators over one basis. */
export const ZProfitabilityFigures = z.object({
  basis: ZScoreBasis,
  from: z.string(),
  to: z.string(),
  netSales: ZFigure,
  ebitda: ZFigure,
  contributionMargin3: ZFigure,
  adExpenses: ZFigure.describe('Total ad expenses as a positive cost'),
  unitsSold: z.number().int(),
  unitsRefunded: z.number().int(),
});
export type TProfitabilityFigures = z.infer<typeof ZProfitabilityFigures>;

export const ZProfitability = z
  .object({
    sellerId: z.string(),
    brand: ZBrandRef,
    currency: z.string(),
    period: ZTrailingPeriod,
    estimated: z.boolean().describe('True when any figure behind the indicators is estimated'),
    indicators: z
      .array(ZIndicatorResult)
      .describe('ebitdaYearly, ebitdaMonthly, profitMargin, returnRate, tacos, in that order'),
    figures: z
      .array(ZProfitabilityFigures)
      .describe('One entry per basis the indicators use: trailing12Months, lastMonth, last30Days'),
  })
  .meta({ id: 'BrandProfitability' });
export type TProfitability = z.infer<typeof ZProfitability>;

export const getProfitabilityContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/brands/:brand/profitability',
  summary: "A brand's profitability indicators with the ledger figures behind them",
  tags: ['brand valuation'],
  params: ZBrandParams,
  query: z.object({ targetCurrency: ZBrandScoreQuery.shape.targetCurrency }),
  responses: { 200: ZProfitability, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const ZCustomerSatisfaction = z
  .object({
    sellerId: z.string(),
    brand: ZBrandRef,
    indicators: z
      .array(ZIndicatorResult)
      .describe(
        'rating, reviewVolume, reviewQuality, reviewQuota, orderDefectRate, policyViolations, repeatCustomerRate, in that order',
      ),
    reviews: z
      .object({
        snapshotDate: z.string().describe('The latest snapshot day behind the all-time figures'),
        ratingCount: z.number().int(),
        reviewCount: z.number().int(),
        ratingsLast18Months: z.number().int(),
        negativeRatingsLast18Months: z.number().int().describe('1 and 2 star ratings'),
        activeAsins: z.number().int(),
        asinsWithReviews: z.number().int(),
      })
      .nullable()
      .describe('null without review snapshots'),
    accountHealth: z
      .object({
        snapshotDate: z.string(),
        orderDefectRate: z.string().describe('Fraction over the 60-day window'),
        policyViolations: z.number().int(),
      })
      .nullable()
      .describe('The latest seller-level account health snapshot; null without one'),
    customers: z
      .object({
        from: z.string(),
        to: z.string(),
        customers: z.number().int(),
        repeatCustomers: z.number().int(),
      })
      .nullable()
      .describe('Trailing 12 months; null without customer statistics'),
  })
  .meta({ id: 'BrandCustomerSatisfaction' });
export type TCustomerSatisfaction = z.infer<typeof ZCustomerSatisfaction>;

export const getCustomerSatisfactionContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/brands/:brand/customer-satisfaction',
  summary: "A brand's review, rating, account health and repeat customer indicators",
  tags: ['brand valuation'],
  params: ZBrandParams,
  responses: { 200: ZCustomerSatisfaction, 401: ZErrorBody, 404: ZErrorBody },
});

export const ZFundingEstimateQuery = z.object({
  targetCurrency: ZBrandScoreQuery.shape.targetCurrency,
  brandName: ZBrandName.default(ALL_BRANDS_KEY),
});
export type TFundingEstimateQuery = z.output<typeof ZFundingEstimateQuery>;

const ZFundingEstimateBase = z.object({
  sellerId: z.string(),
  brand: ZBrandRef,
  currency: z.string(),
  from: z.string().describe('First day of the trailing 12 complete months'),
  to: z.string(),
  method: z.string().describe('How the range is computed (docs/brand-valuation.md)'),
});

export const ZFundingEstimate = z
  .discriminatedUnion('available', [
    ZFundingEstimateBase.extend({
      available: z.literal(true),
      trailingEbitda: z.string(),
      overallScore: z.number().int().min(0).max(100),
      low: z.string(),
      high: z.string(),
      multipleLow: z.string(),
      multipleHigh: z.string(),
      estimated: z.boolean(),
    }),
    ZFundingEstimateBase.extend({
      available: z.literal(false),
      trailingEbitda: z.string().nullable(),
      overallScore: z.number().int().min(0).max(100).nullable(),
      unavailable: z.string().describe('Why no range can be given'),
    }),
  ])
  .meta({ id: 'FundingEstimate' });
export type TFundingEstimate = z.infer<typeof ZFundingEstimate>;

export const getFundingEstimateContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/funding-estimate',
  summary: 'A valuation range: trailing 12-month EBITDA times a multiple range set by the brand score',
  tags: ['brand valuation'],
  params: ZSellerParams,
  query: ZFundingEstimateQuery,
  responses: { 200: ZFundingEstimate, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});
