import { BRAND_SCORE_INDICATORS } from '@brandlens/reporting-core';
import { z } from 'zod';
import { ZCurrencyCode } from '../currencies.ts';
import { ZFigure } from '../profit-loss/profit-loss.contract.ts';

// The 15 indicators, in SPEC §3 order, are reporting-core's list (which scores them): one list, no drift.
export const ZBrandScoreIndicator = z.enum(BRAND_SCORE_INDICATORS);
export type TBrandScoreIndicator = z.infer<typeof ZBrandScoreIndicator>;

export const ZScoreBucket = z.literal([0, 25, 50, 75, 100]);
export type TScoreBucket = z.infer<typeof ZScoreBucket>;

export const SCORE_BASES = ['trailing12Months', 'lastMonth', 'last30Days', 'last18Months', 'allTime'] as const;
export const ZScoreBasis = z.enum(SCORE_BASES);
export type TScoreBasis = z.infer<typeof ZScoreBasis>;

export const INDICATOR_SOURCES = ['ledger', 'products', 'reviews', 'accountHealth', 'customers', 'shopify'] as const;
export const ZIndicatorSource = z.enum(INDICATOR_SOURCES);
export type TIndicatorSource = z.infer<typeof ZIndicatorSource>;

/** SPEC §4: the trailing period selector; 'Trailing 12 Months' is the only period. */
export const TRAILING_PERIODS = ['trailing12Months'] as const;
export const ZTrailingPeriod = z.enum(TRAILING_PERIODS);
export type TTrailingPeriod = z.infer<typeof ZTrailingPeriod>;

/** SPEC §9: the whole seller is the group key 'all', labelled 'All Brands'. */
export const ALL_BRANDS_KEY = 'all';
export const ALL_BRANDS_LABEL = 'All Brands';

export const ZIndicatorResult = z
  .object({
    indicator: ZBrandScoreIndicator,
    value: z
      .string()
      .nullable()
      .describe("Raw exact decimal: a percentage indicator carries a fraction ('0.045' is 4.5 %); null without data"),
    score: ZScoreBucket.nullable().describe('The bucket of SPEC §9; null without data'),
    basis: ZScoreBasis,
    from: z.string().nullable().describe('First day (YYYY-MM-DD) of the data behind the value'),
    to: z.string().nullable().describe('Last day (YYYY-MM-DD) of the data behind the value'),
    source: ZIndicatorSource,
    estimated: z.boolean().describe('True when a figure behind the value is still estimated'),
    noData: z.string().nullable().describe('Why there is no value; null when there is one'),
  })
  .meta({ id: 'IndicatorResult' });
export type TIndicatorResult = z.infer<typeof ZIndicatorResult>;

export const ZBrandScore = z
  .object({
    key: z.string().describe("The brand key: a configured brand's slug, a catalog brand, or 'all'"),
    name: z.string(),
    overallScore: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .describe('Mean of the buckets of indicators with data, rounded; null when none has data'),
    indicators: z.array(ZIndicatorResult).describe('All 15 indicators in SPEC §3 order'),
  })
  .meta({ id: 'BrandScore' });
export type TBrandScore = z.infer<typeof ZBrandScore>;

/** Brand names in URLs and queries: a configured brand's slug, a catalog brand key or 'all'. */
export const ZBrandName = z.string().trim().min(1).max(200);

export const ZBrandScoreQuery = z.object({
  targetCurrency: ZCurrencyCode.optional().describe(
    "One of the 47 reporting currencies; the user's default when absent",
  ),
  version: z.string().trim().min(1).max(10).default('1'),
  period: ZTrailingPeriod.default('trailing12Months'),
});

export const ZMonthFigures = z.object({
  month: z.string().describe('YYYY-MM'),
  netSales: ZFigure,
  ebitda: ZFigure,
});
