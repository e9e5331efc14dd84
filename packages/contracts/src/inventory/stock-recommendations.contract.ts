import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';

// Stock per SKU and marketplace with its sales velocity, days of cover, reorder date, quantity and
// the capital it needs (docs/inventory.md gives every formula with a worked example).

const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const ZDay = z.iso.date();

export const ZStockAggregation = z.enum(['sku', 'parent', 'sku-all-marketplaces']);
export type TStockAggregation = z.infer<typeof ZStockAggregation>;

export const ZStockStatus = z.enum(['out-of-stock', 'reorder-now', 'reorder-soon', 'ok', 'overstock', 'no-sales']);
export type TStockStatus = z.infer<typeof ZStockStatus>;

export const ZStockRecommendationsQuery = z.object({
  aggregation: ZStockAggregation.default('sku').describe(
    'sku: one row per SKU and marketplace; parent: rolled up to the parent ASIN per marketplace; sku-all-marketplaces: one row per SKU across marketplaces',
  ),
  marketplaceId: z.string().max(40).optional(),
  brand: z.string().max(200).optional(),
  atRisk: z.enum(['true', 'false']).optional().describe('true: only rows out of stock or to reorder now or soon'),
  windowDays: z.coerce
    .number()
    .int()
    .min(7, 'Enter a window of at least 7 days')
    .max(365, 'Enter a window of at most 365 days')
    .optional()
    .describe("The velocity window; the seller's setting when absent"),
  search: z.string().max(200).optional().describe('Part of a SKU, ASIN or title'),
});
export type TStockRecommendationsQuery = z.infer<typeof ZStockRecommendationsQuery>;

export const ZStockLevels = z.object({
  day: ZDay.describe('The day of these stock figures'),
  fulfillable: z.number().int(),
  inboundWorking: z.number().int(),
  inboundShipped: z.number().int(),
  inboundReceiving: z.number().int(),
  reserved: z.number().int(),
  unsellable: z.number().int(),
  researching: z.number().int(),
  total: z.number().int(),
  source: z.enum(['sp-api', 'report', 'upload', 'demo']).describe('Where the figures came from'),
});
export type TStockLevels = z.infer<typeof ZStockLevels>;

export const ZStockRecommendation = z
  .object({
    key: z.string().describe('Unique within the response'),
    sku: z.string().nullable().describe('null for a parent roll-up'),
    asin: z.string().nullable(),
    parentAsin: z.string().nullable(),
    title: z.string().nullable(),
    brand: z.string().nullable(),
    marketplaceId: z.string().nullable().describe('null across marketplaces'),
    skuCount: z.number().int().describe('SKU × marketplace rows behind this row'),
    stock: ZStockLevels,
    velocity: z.object({
      unitsPerDay: ZDecimal.describe('Units sold per in-stock day of the window (estimated)'),
      windowDays: z.number().int(),
      inStockDays: z.number().int().describe('Days of the window with stock; only these count'),
      unitsSold: z.number().int().describe('Units sold on the in-stock days of the window'),
      trend: z.enum(['rising', 'falling', 'flat', 'unknown']),
      trendPercent: ZDecimal.nullable().describe('Second half of the window against the first, in percent'),
    }),
    daysOfCover: z.number().int().nullable().describe('Sellable and inbound stock over velocity; null with no sales'),
    stockOutDate: ZDay.nullable(),
    leadTime: z.object({
      productionDays: z.number().int(),
      transitDays: z.number().int(),
      checkInDays: z.number().int(),
      totalDays: z.number().int(),
      safetyStockDays: z.number().int(),
      isSkuOverride: z.boolean(),
    }),
    safetyStockUnits: z.number().int(),
    reorderPoint: z.number().int().describe('Units of cover at which to reorder: velocity × (lead time + safety days)'),
    reorderDate: ZDay.nullable().describe('Today when already due; null with no sales'),
    reorderQuantity: z.number().int(),
    reorderCapital: z
      .object({ amount: ZDecimal, currency: z.string() })
      .nullable()
      .describe('reorderQuantity × the landed cost per unit; null without a landed cost'),
    status: ZStockStatus,
  })
  .meta({ id: 'StockRecommendation' });
export type TStockRecommendation = z.infer<typeof ZStockRecommendation>;

export const ZStockRecommendations = z
  .object({
    sellerId: z.string(),
    asOf: ZDay.describe('The day the recommendations are computed for (today, UTC)'),
    stockDay: ZDay.nullable().describe('The latest day with stock figures; null when the seller has none'),
    aggregation: ZStockAggregation,
    windowDays: z.number().int(),
    salesThrough: ZDay.nullable().describe(
      "The velocity window's last day: yesterday, or the seller's last day with sales data when that is earlier (settlements not in yet)",
    ),
    rows: z.array(ZStockRecommendation),
    summary: z.object({
      rows: z.number().int(),
      outOfStock: z.number().int(),
      toReorderNow: z.number().int(),
      toReorderSoon: z.number().int(),
      reorderCapital: z.array(z.object({ currency: z.string(), amount: ZDecimal })),
    }),
  })
  .meta({ id: 'StockRecommendations' });
export type TStockRecommendations = z.infer<typeof ZStockRecommendations>;

export const getStockRecommendationsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/product-stock-recommendations',
  summary: 'Stock, sales velocity, days of cover, reorder date, quantity and capital per SKU and marketplace',
  tags: ['inventory'],
  params: ZSellerParams,
  query: ZStockRecommendationsQuery,
  responses: { 200: ZStockRecommendations, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const getStockRecommendationsReportContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/product-stock-recommendations/report',
  summary: 'The stock recommendations as a CSV or XLSX download',
  tags: ['inventory'],
  params: ZSellerParams,
  query: ZStockRecommendationsQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv') }),
  responses: {
    200: z
      .custom<Uint8Array | string>()
      .describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    401: ZErrorBody,
    404: ZErrorBody,
    422: ZErrorBody,
  },
});

export const ZInventoryHistoryQuery = z.object({
  sku: z.string().min(1).max(200),
  marketplaceId: z.string().min(1).max(40),
  days: z.coerce.number().int().min(7).max(730).default(180),
});

export const ZInventoryHistory = z
  .object({
    sku: z.string(),
    marketplaceId: z.string(),
    from: ZDay,
    to: ZDay,
    days: z.array(
      z.object({
        day: ZDay,
        fulfillable: z.number().int().nullable().describe('null: no stock figures that day'),
        inbound: z.number().int().nullable().describe('Working + shipped + receiving'),
        reserved: z.number().int().nullable(),
        unsellable: z.number().int().nullable(),
        unitsSold: z.number().int().describe('Units ordered that day (order date)'),
      }),
    ),
  })
  .meta({ id: 'InventoryHistory' });
export type TInventoryHistory = z.infer<typeof ZInventoryHistory>;

export const getInventoryHistoryContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/inventory/history',
  summary: "A SKU's daily stock and units sold in one marketplace",
  tags: ['inventory'],
  params: ZSellerParams,
  query: ZInventoryHistoryQuery,
  responses: { 200: ZInventoryHistory, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});
