import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZCurrencyCode } from '../currencies.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';
import { ZWeeklyMetricKey, ZWeeklyValueUnit } from './weekly-metrics.ts';

// Weekly insights (docs/weekly-insights.md): the §9 metrics week over week per product, and what
// changed in CM3 from one ISO week to the next and why.

const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const ZIsoWeekText = z
  .string()
  .trim()
  .regex(/^(19[7-9]\d|2\d{3})-W\d{2}$/, 'Use an ISO week from 1970 on, YYYY-Www (e.g. 2026-W44)');

export const ZWeeklyFilters = z.object({
  targetCurrency: ZCurrencyCode.optional().describe(
    "One of the 47 reporting currencies; the user's default when absent",
  ),
  marketplace: z.string().trim().min(1).max(40).optional().describe('A marketplace id; all when absent'),
  brand: z.string().trim().min(1).max(200).default('all').describe("A brand of the seller's products, or 'all'"),
  week: ZIsoWeekText.optional().describe(
    'The ISO week (Monday to Sunday) to end on; the last complete week with sales when absent',
  ),
});
export type TWeeklyFilters = z.infer<typeof ZWeeklyFilters>;

export const ZIsoWeek = z.object({ week: z.string(), start: z.iso.date(), end: z.iso.date() }).meta({ id: 'IsoWeek' });
export type TIsoWeek = z.infer<typeof ZIsoWeek>;

/** How the week was chosen, so the page can say so. */
const ZWeekChoice = z
  .enum(['requested', 'lastWithData', 'lastComplete'])
  .describe('lastWithData: no week asked, the last complete week with sales; lastComplete: no sales yet at all');

const ZWeekContext = {
  sellerId: z.string(),
  currency: z.string().describe('The currency of every amount'),
  weekChoice: ZWeekChoice,
  dataThrough: z.iso.date().nullable().describe('The last day with sales in the ledger; null when none'),
};

const ZProductIdentity = {
  key: z.string().describe('marketplaceId:sku'),
  marketplaceId: z.string(),
  sku: z.string(),
  asin: z.string().nullable(),
  title: z.string().nullable(),
  brand: z.string().nullable(),
};

export const ZWeeklyMetricSeries = z.object({
  values: z.array(z.string().nullable()).describe('One per week, oldest first; null where there is no figure'),
  secondary: z.array(z.string().nullable()).nullable(),
  change: ZDecimal.nullable().describe('Last week minus the week before; null when either is missing'),
  changePercent: ZDecimal.nullable().describe('change / the week before × 100; null when that is 0 or missing'),
});

export const ZWeeklyMetric = z
  .object({
    ...ZWeekContext,
    metric: ZWeeklyMetricKey,
    unit: ZWeeklyValueUnit,
    weeks: z.array(ZIsoWeek),
    estimatedWeeks: z.array(z.string()).describe('Weeks whose figures include estimated rows'),
    rows: z.array(z.object({ ...ZProductIdentity, ...ZWeeklyMetricSeries.shape })),
    total: ZWeeklyMetricSeries.describe('All products together; values null where a total means nothing (a rank)'),
  })
  .meta({ id: 'WeeklyMetric' });
export type TWeeklyMetric = z.infer<typeof ZWeeklyMetric>;

export const getWeeklyMetricContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/weekly-performance/metrics/:metric',
  summary: 'One weekly overview metric (SPEC §9) per product, week over week',
  tags: ['weekly-insights'],
  params: ZSellerParams.extend({ metric: ZWeeklyMetricKey }),
  query: ZWeeklyFilters.extend({
    weeks: z.coerce.number().int().min(2).max(26).default(8).describe('How many weeks, ending with `week`'),
  }),
  responses: { 200: ZWeeklyMetric, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});

export const ZCm3Split = z
  .object({
    price: ZDecimal,
    volume: ZDecimal,
    fees: ZDecimal,
    advertising: ZDecimal,
    refunds: ZDecimal,
    costOfGoods: ZDecimal,
  })
  .meta({ id: 'Cm3Split' });
export type TCm3Split = z.infer<typeof ZCm3Split>;

const ZWeekFigures = z.object({ cm3: ZDecimal, netSales: ZDecimal, units: z.number().int() });

export const ZWeeklyMover = z.object({
  ...ZProductIdentity,
  previous: ZWeekFigures,
  current: ZWeekFigures,
  change: ZDecimal,
  split: ZCm3Split,
});
export type TWeeklyMover = z.infer<typeof ZWeeklyMover>;

export const ZWeeklyChanges = z
  .object({
    ...ZWeekContext,
    week: ZIsoWeek,
    previousWeek: ZIsoWeek,
    previous: ZWeekFigures,
    current: ZWeekFigures,
    change: ZDecimal.describe('CM3 of the week minus CM3 of the week before'),
    split: ZCm3Split.describe('Adds up to `change` exactly'),
    estimated: z.boolean().describe('Some figure of either week is estimated'),
    productCount: z.number().int(),
    topMovers: z.array(ZWeeklyMover).describe('The 5 products whose CM3 moved most, largest move first'),
  })
  .meta({ id: 'WeeklyChanges' });
export type TWeeklyChanges = z.infer<typeof ZWeeklyChanges>;

export const getWeeklyChangesContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/weekly-performance/changes',
  summary: "A week's CM3 change against the week before, split into price, volume, fees, ads, refunds and COGS",
  tags: ['weekly-insights'],
  params: ZSellerParams,
  query: ZWeeklyFilters,
  responses: { 200: ZWeeklyChanges, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
