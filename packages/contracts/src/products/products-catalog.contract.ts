import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZCurrencyCode } from '../currencies.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';

// The catalogue of the Products page: one row per SKU × marketplace with its figures of the period
// (the P&L statement's lines), its stock, best seller rank and rating. docs/products.md.

export const ZProductDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const ZProductFilters = z.object({
  targetCurrency: ZCurrencyCode.optional().describe(
    "One of the 47 reporting currencies; the user's default when absent",
  ),
  period: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .default('last-3-months')
    .describe('YYYY-MM-DD..YYYY-MM-DD, YYYY-MM..YYYY-MM, YYYY-MM, last-N-days or last-N-months'),
  marketplace: z.string().trim().min(1).max(40).optional().describe('A marketplace id; all when absent'),
  brand: z.string().trim().min(1).max(200).default('all').describe("A brand, or 'all'"),
  search: z.string().trim().max(200).optional().describe('Part of a title, ASIN or SKU'),
});
export type TProductFilters = z.infer<typeof ZProductFilters>;

export const ZCatalogRow = z
  .object({
    id: z.string().nullable().describe("The product's id; null for a SKU the ledger knows but no catalogue lists"),
    marketplaceId: z.string(),
    sku: z.string(),
    asin: z.string().nullable(),
    title: z.string().nullable(),
    brand: z.string().nullable(),
    imageUrl: z.string().nullable(),
    price: ZProductDecimal.nullable().describe('Average selling price: fulfilled product sales / units sold'),
    unitsSold: z.number().int(),
    netSales: ZProductDecimal,
    contributionMargin3: ZProductDecimal,
    margin: ZProductDecimal.nullable().describe('CM3 / net sales × 100'),
    stock: z.number().int().nullable().describe('Fulfillable units on the latest stock day up to the period end'),
    bsr: z.number().int().nullable().describe('Best seller rank on the latest ranked day up to the period end'),
    bsrCategory: z.string().nullable(),
    rating: ZProductDecimal.nullable(),
    ratingCount: z.number().int().nullable(),
    estimated: z.boolean().describe('Some figure is estimated (not yet settled, or an estimated rate)'),
  })
  .meta({ id: 'CatalogRow' });
export type TCatalogRow = z.infer<typeof ZCatalogRow>;

export const ZCatalogTotals = z
  .object({
    unitsSold: z.number().int(),
    netSales: ZProductDecimal,
    contributionMargin3: ZProductDecimal,
    margin: ZProductDecimal.nullable(),
    stock: z.number().int(),
    estimated: z.boolean(),
  })
  .meta({ id: 'CatalogTotals' });

export const ZProductsCatalog = z
  .object({
    sellerId: z.string(),
    currency: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    rows: z.array(ZCatalogRow),
    totals: ZCatalogTotals.describe('The rows added up'),
  })
  .meta({ id: 'ProductsCatalog' });
export type TProductsCatalog = z.infer<typeof ZProductsCatalog>;

export const getProductsCatalogContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/products-catalog',
  summary: "The seller's products with their figures of the period",
  tags: ['products'],
  params: ZSellerParams,
  query: ZProductFilters,
  responses: { 200: ZProductsCatalog, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});

export const getProductsCatalogExportContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/products-catalog/export',
  summary: 'Every row of the catalogue under the same filters, as a CSV or XLSX download',
  tags: ['products'],
  params: ZSellerParams,
  query: ZProductFilters.extend({ format: z.enum(['csv', 'xlsx']).default('csv') }),
  responses: {
    200: z
      .custom<Uint8Array | string>()
      .describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    401: ZErrorBody,
    404: ZErrorBody,
    422: ZErrorBody,
    503: ZErrorBody,
  },
});

export const ZProductDetailsListQuery = ZProductFilters.omit({ search: true }).extend({
  ids: z
    .string()
    .trim()
    .regex(
      /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}(,[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}){0,99}$/i,
      'ids takes 1 to 100 product ids separated by commas',
    )
    .describe('Product ids, comma-separated'),
});
export type TProductDetailsListQuery = z.infer<typeof ZProductDetailsListQuery>;

export const getProductDetailsListContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/product-details',
  summary: 'The catalogue rows of the given products',
  tags: ['products'],
  params: ZSellerParams,
  query: ZProductDetailsListQuery,
  responses: { 200: ZProductsCatalog, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
