import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZCurrencyCode } from '../currencies.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';

// Advertising figures (docs/advertising.md gives every formula): spend, attributed sales, orders,
// units, impressions and clicks from the ads reports, with ACoS, ROAS, TACoS, CPC, CTR and CVR,
// converted to the reporting currency at the day's rate like the P&L.

const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const ZAdProduct = z.enum(['SP', 'SB', 'SD']);
export type TAdProduct = z.infer<typeof ZAdProduct>;
export const AD_PRODUCT_NAMES: Record<TAdProduct, string> = {
  SP: 'Sponsored Products',
  SB: 'Sponsored Brands',
  SD: 'Sponsored Display',
};

/** Filters every advertising read shares. */
export const ZAdFilters = z.object({
  targetCurrency: ZCurrencyCode.optional().describe(
    "One of the 47 reporting currencies; the user's default when absent",
  ),
  period: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .default('last-30-days')
    .describe('YYYY-MM-DD..YYYY-MM-DD, YYYY-MM..YYYY-MM, YYYY-MM, last-N-days or last-N-months'),
  marketplace: z.string().trim().min(1).max(40).optional().describe('A marketplace id; all when absent'),
  adProduct: z.enum(['all', 'SP', 'SB', 'SD']).default('all'),
});
export type TAdFilters = z.infer<typeof ZAdFilters>;

/** The figures of one period, campaign or ASIN; a ratio is null when its denominator is 0. */
export const ZAdFigures = z
  .object({
    spend: ZDecimal,
    sales: ZDecimal.describe('Sales the ads report attributes to the ads (7 days SP, 14 days SB and SD)'),
    orders: z.number().int(),
    units: z.number().int(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    acos: ZDecimal.nullable().describe('spend / sales × 100'),
    roas: ZDecimal.nullable().describe('sales / spend'),
    cpc: ZDecimal.nullable().describe('spend / clicks'),
    ctr: ZDecimal.nullable().describe('clicks / impressions × 100'),
    cvr: ZDecimal.nullable().describe('orders / clicks × 100'),
    totalSales: ZDecimal.nullable().describe(
      'Net sales of the same products and days from the ledger (every channel); null where it cannot be split (a campaign)',
    ),
    tacos: ZDecimal.nullable().describe('spend / totalSales × 100'),
    estimated: z
      .boolean()
      .describe("True when a day's attribution may still move (its last 3 days) or a converted rate is estimated"),
  })
  .meta({ id: 'AdFigures' });
export type TAdFigures = z.infer<typeof ZAdFigures>;

export const ZAdMetrics = z
  .object({
    sellerId: z.string(),
    currency: z.string().describe('The currency of every amount'),
    from: z.iso.date(),
    to: z.iso.date(),
    aggregationView: z.enum(['MONTHLY', 'DAILY']),
    periods: z.array(ZAdFigures.extend({ period: z.string().describe('YYYY-MM or YYYY-MM-DD') })),
    total: ZAdFigures,
    dataThrough: z.iso.date().nullable().describe('The last day with ads data; null when the seller has none'),
  })
  .meta({ id: 'AdMetrics' });
export type TAdMetrics = z.infer<typeof ZAdMetrics>;

export const getAdMetricsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/ad-metrics',
  summary: 'Advertising figures per month or day of the period, and their total',
  tags: ['advertising'],
  params: ZSellerParams,
  query: ZAdFilters.extend({ aggregationView: z.enum(['MONTHLY', 'DAILY']).default('DAILY') }),
  responses: { 200: ZAdMetrics, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});

export const ZAdKpiKey = z.enum([
  'spend',
  'sales',
  'acos',
  'roas',
  'tacos',
  'cpc',
  'ctr',
  'cvr',
  'orders',
  'impressions',
  'clicks',
]);
export const ZAdKpis = z
  .object({
    sellerId: z.string(),
    currency: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    previousFrom: z.iso.date().describe('The previous period: as many days, just before'),
    previousTo: z.iso.date(),
    current: ZAdFigures,
    previous: ZAdFigures,
    changes: z.array(
      z.object({
        key: ZAdKpiKey,
        changePercent: ZDecimal.nullable().describe('(current − previous) / previous × 100; null when previous is 0'),
        better: z.boolean().nullable().describe('Whether the move is good for the seller (lower ACoS is better)'),
      }),
    ),
    salesSources: z
      .object({
        used: z.literal('campaign-report'),
        campaignReportSales: ZDecimal,
        searchTermReportSales: ZDecimal.nullable().describe(
          'The same days in the uploaded search term reports; null when none covers the period',
        ),
        note: z.string(),
      })
      .describe('Ads reports of one period disagree; the page uses the campaign reports and says so'),
    spendSettlement: z
      .object({
        billed: ZDecimal.describe("The settlements' Cost of Advertising charges posted in the period (final)"),
        estimated: ZDecimal.describe('Ad spend of days no settlement covers yet, counted in the P&L as estimated'),
      })
      .describe('How the P&L counts this ad spend (docs/advertising.md)'),
  })
  .meta({ id: 'AdKpis' });
export type TAdKpis = z.infer<typeof ZAdKpis>;

export const getAdKpisContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/ad-kpis',
  summary: 'Advertising KPIs of the period against the previous period of the same length',
  tags: ['advertising'],
  params: ZSellerParams,
  query: ZAdFilters,
  responses: { 200: ZAdKpis, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
