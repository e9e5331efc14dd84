import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZCurrencyCode } from '../currencies.ts';
import { ZErrorBody } from '../errors.ts';

export const ZSellerParams = z.object({ sellerId: z.string().min(1).max(100) });

/** Filters every P&L report shares; the period format is in docs/profit-loss.md. */
export const ZProfitLossFilters = z.object({
  targetCurrency: ZCurrencyCode.optional().describe(
    "One of the 47 reporting currencies; the user's default when absent",
  ),
  period: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .default('last-12-months')
    .describe('YYYY-MM..YYYY-MM, YYYY-MM, YYYY-MM-DD..YYYY-MM-DD or last-N-months'),
  brand: z.string().trim().min(1).max(200).default('all').describe("A brand of the seller's products, or 'all'"),
  marketplace: z.string().trim().min(1).max(40).optional().describe('A marketplace id; all marketplaces when absent'),
  basis: z
    .enum(['posted', 'order'])
    .default('posted')
    .describe(
      'posted: by settlement posted date; order: rows of orders in an imported All Orders report by their order date, every other row by its posted date',
    ),
});

export const ZProfitLossQuery = ZProfitLossFilters.extend({
  aggregationView: z.enum(['MONTHLY', 'DAILY']).default('MONTHLY'),
});

export const ZFigure = z.object({
  amount: z.string().describe('Exact decimal in the target currency (units sold: a whole number)'),
  status: z.enum(['estimated', 'final']),
});

export const ZStatementLine = z.object({
  key: z.string().describe('The line key (docs/profit-loss.md)'),
  kind: z.enum(['ledger', 'units', 'cost', 'external', 'derived']),
  isHighlighted: z.boolean(),
  figures: z.array(ZFigure).describe('One per period, in the order of `periods`'),
  total: ZFigure.describe('The whole period (Totals)'),
});

export const ZRateUsed = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  rate: z.string(),
  rateDate: z.string(),
  source: z.string(),
});

/** How the rows behind a period were dated on the order basis (docs/profit-loss.md). */
export const ZOrderDating = z.object({
  orderDatedRows: z.number().int().describe('Rows of orders in an imported orders report, on their order day'),
  withoutOrderRows: z
    .number()
    .int()
    .describe('Rows that belong to no order (storage, advertising, subscription, reserves...), on their posted day'),
  fallbackRows: z
    .number()
    .int()
    .describe('Rows of orders in no imported orders report, on their posted day as a fallback'),
  fallbackShare: z
    .string()
    .describe('fallbackRows / (orderDatedRows + fallbackRows), a decimal from 0 to 1 with 4 digits'),
});
export type TOrderDating = z.infer<typeof ZOrderDating>;

export const ZProfitLoss = z
  .object({
    sellerId: z.string(),
    currency: z.string(),
    aggregationView: z.enum(['MONTHLY', 'DAILY']),
    basis: z.enum(['posted', 'order']),
    brand: z.string(),
    marketplace: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    periods: z.array(z.string()).describe('YYYY-MM (MONTHLY) or YYYY-MM-DD (DAILY), every one of the range'),
    lines: z.array(ZStatementLine),
    rates: z.array(ZRateUsed).describe('Every FX rate behind a converted figure, per period'),
    orderDating: z
      .object({
        periods: z.array(ZOrderDating).describe('One per period, in the order of `periods`'),
        total: ZOrderDating,
      })
      .nullable()
      .describe('basis=order: how the rows were dated, per period and in total; null on basis=posted'),
  })
  .meta({ id: 'ProfitLoss' });
export type TProfitLoss = z.infer<typeof ZProfitLoss>;

export const getProfitLossContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/profit-loss',
  summary: 'The profit and loss statement per month or day, from the daily ledger rollups',
  tags: ['profit and loss'],
  params: ZSellerParams,
  query: ZProfitLossQuery,
  responses: { 200: ZProfitLoss, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export type TProfitLossQuery = z.output<typeof ZProfitLossQuery>;
export type TProfitLossFilters = z.output<typeof ZProfitLossFilters>;
