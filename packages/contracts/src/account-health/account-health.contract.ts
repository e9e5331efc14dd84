import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZCurrencyCode } from '../currencies.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';

// Account health (docs/account-health.md): the latest seller performance report of each
// marketplace against Amazon's targets, the flag the seller shell's banner shows, the money the
// account puts at risk (last full month's net sales) and each metric's trend.

const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const ZAccountHealthStatus = z.enum(['ok', 'at-risk', 'critical']);
export type TAccountHealthStatus = z.infer<typeof ZAccountHealthStatus>;
export const ZAccountHealthFlag = z.enum(['healthy', 'at-risk', 'critical']);
export type TAccountHealthFlag = z.infer<typeof ZAccountHealthFlag>;

export const ZAccountHealthMetricKey = z.enum([
  'orderDefectRate',
  'lateShipmentRate',
  'preFulfillmentCancellationRate',
  'validTrackingRate',
  'accountHealthRating',
]);
export type TAccountHealthMetricKey = z.infer<typeof ZAccountHealthMetricKey>;

const ZWindow = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .nullable()
  .describe("The days the figure covers, from the report's reportingDateRange; null when it gives none");

export const ZAccountHealthMetric = z
  .object({
    key: ZAccountHealthMetricKey,
    value: ZDecimal.nullable().describe('Rates: a fraction (0.0092 = 0.92 %); the rating: 0 to 1000'),
    status: ZAccountHealthStatus.nullable().describe('Null when the report does not give the figure'),
    target: z.string().describe("Amazon's target as a person reads it ('under 1 %')"),
    count: z
      .number()
      .int()
      .nullable()
      .describe('Late shipments, cancellations, tracked shipments, orders with a defect'),
    of: z.number().int().nullable().describe('The orders or shipments the rate is over'),
    window: ZWindow,
  })
  .meta({ id: 'AccountHealthMetric' });
export type TAccountHealthMetric = z.infer<typeof ZAccountHealthMetric>;

export const ZOrderDefectChannel = z.object({
  channel: z.enum(['afn', 'mfn']).describe('afn: fulfilled by Amazon; mfn: fulfilled by the seller'),
  orderCount: z.number().int().nullable(),
  defectCount: z.number().int().nullable().describe('Orders with at least one defect'),
  negativeFeedback: z.number().int().nullable(),
  claims: z.number().int().nullable().describe('A-to-z Guarantee claims'),
  chargebacks: z.number().int().nullable(),
  rate: ZDecimal.nullable(),
  status: ZAccountHealthStatus.nullable(),
  window: ZWindow,
});
export type TOrderDefectChannel = z.infer<typeof ZOrderDefectChannel>;

export const ZMarketplaceAccountHealth = z.object({
  marketplaceId: z.string(),
  day: z.iso.date().describe('The day the report was made'),
  accountStatus: z.string().nullable().describe("Amazon's account status: NORMAL, AT_RISK, DEACTIVATED"),
  healthStatus: z.string().nullable().describe("Amazon's words for the rating (GOOD, AT_RISK, ...)"),
  flag: ZAccountHealthFlag,
  metrics: z.array(ZAccountHealthMetric),
  orderDefectChannels: z.array(ZOrderDefectChannel),
  policyViolations: z.array(z.object({ type: z.string(), count: z.number().int() })),
});
export type TMarketplaceAccountHealth = z.infer<typeof ZMarketplaceAccountHealth>;

export const ZMoneyAtRisk = z
  .object({
    month: z.string().describe('YYYY-MM: the last full calendar month'),
    from: z.iso.date(),
    to: z.iso.date(),
    currency: z.string(),
    netSales: ZDecimal.describe("The month's net sales from the ledger, as the P&L counts them"),
    estimated: z.boolean().describe('True when part of it is estimated (not settled yet, or an estimated rate)'),
  })
  .meta({ id: 'AccountHealthMoneyAtRisk' });

export const ZAccountHealth = z
  .object({
    sellerId: z.string(),
    flag: ZAccountHealthFlag.nullable().describe('The worst marketplace; null without any health report'),
    day: z.iso.date().nullable().describe('The latest report day'),
    marketplaces: z.array(ZMarketplaceAccountHealth),
    seller: z
      .object({
        day: z.iso.date(),
        orderDefectRate: ZDecimal,
        orderCount: z.number().int().nullable(),
        policyViolations: z.number().int(),
      })
      .nullable()
      .describe('The seller-level snapshot (every marketplace and channel together), as brand valuation reads it'),
    moneyAtRisk: ZMoneyAtRisk,
  })
  .meta({ id: 'AccountHealth' });
export type TAccountHealth = z.infer<typeof ZAccountHealth>;

export const getAccountHealthContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/account-health',
  summary: "The latest account health per marketplace against Amazon's targets, and the money at risk",
  tags: ['account-health'],
  params: ZSellerParams,
  query: z.object({
    targetCurrency: ZCurrencyCode.optional().describe("The money at risk's currency; the user's default when absent"),
  }),
  responses: { 200: ZAccountHealth, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});

export const ZAccountHealthStatusSummary = z
  .object({
    sellerId: z.string(),
    flag: ZAccountHealthFlag.nullable(),
    day: z.iso.date().nullable(),
    problems: z
      .array(z.object({ marketplaceId: z.string(), key: ZAccountHealthMetricKey, status: ZAccountHealthStatus }))
      .describe('Each metric off target, worst first'),
  })
  .meta({ id: 'AccountHealthStatus' });
export type TAccountHealthStatusSummary = z.infer<typeof ZAccountHealthStatusSummary>;

export const getAccountHealthStatusContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/account-health/status',
  summary: 'The accounts-at-risk flag the seller pages show as a banner',
  tags: ['account-health'],
  params: ZSellerParams,
  responses: { 200: ZAccountHealthStatusSummary, 401: ZErrorBody, 404: ZErrorBody, 503: ZErrorBody },
});

export const ZAccountHealthPoint = z.object({
  day: z.iso.date(),
  orderDefectRate: ZDecimal.nullable(),
  lateShipmentRate: ZDecimal.nullable(),
  preFulfillmentCancellationRate: ZDecimal.nullable(),
  validTrackingRate: ZDecimal.nullable(),
  accountHealthRating: z.number().int().nullable(),
  policyViolations: z.number().int().nullable(),
});
export type TAccountHealthPoint = z.infer<typeof ZAccountHealthPoint>;

export const ZAccountHealthKpis = z
  .object({
    sellerId: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    marketplaces: z.array(z.object({ marketplaceId: z.string(), points: z.array(ZAccountHealthPoint) })),
    targets: z.array(
      z.object({
        key: ZAccountHealthMetricKey,
        limit: ZDecimal.describe('Rates: a fraction; the rating: the lowest healthy score'),
        isMaximum: z.boolean(),
        source: z.string(),
      }),
    ),
  })
  .meta({ id: 'AccountHealthKpis' });
export type TAccountHealthKpis = z.infer<typeof ZAccountHealthKpis>;

export const ZAccountHealthKpisQuery = z.object({
  months: z.coerce.number().int().min(1).max(36).default(12).describe('How many months back from today'),
  marketplace: z.string().trim().min(1).max(40).optional().describe('A marketplace id; all when absent'),
});
export type TAccountHealthKpisQuery = z.infer<typeof ZAccountHealthKpisQuery>;

export const getAccountHealthKpisContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/account-health/kpis',
  summary: "Each account health metric per report day, with Amazon's targets",
  tags: ['account-health'],
  params: ZSellerParams,
  query: ZAccountHealthKpisQuery,
  responses: { 200: ZAccountHealthKpis, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
