import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZCurrencyCode } from '../currencies.ts';
import { ZErrorBody } from '../errors.ts';
import { ZProductDecimal } from './products-catalog.contract.ts';

// One product's page: its P&L trend per month, stock, ads of its ASIN, traffic, rank, reviews and
// the events of its history computed from those figures. docs/products.md.

export const ZProductParams = z.object({
  sellerId: z.string().min(1).max(100),
  id: z.uuid().describe("The product's id (products-catalog rows' id)"),
});

export const ZProductDetailQuery = z.object({
  targetCurrency: ZCurrencyCode.optional(),
  period: z.string().trim().min(1).max(40).default('last-12-months'),
});
export type TProductDetailQuery = z.infer<typeof ZProductDetailQuery>;

export const ZProductIdentity = z
  .object({
    id: z.string(),
    marketplaceId: z.string(),
    sku: z.string(),
    asin: z.string().nullable(),
    title: z.string().nullable(),
    brand: z.string().nullable(),
    imageUrl: z.string().nullable(),
    category: z.string().nullable().describe("The catalogue's classification, else the rank's category"),
  })
  .meta({ id: 'ProductIdentity' });

export const ZProductPnl = z
  .object({
    unitsSold: z.number().int(),
    netSales: ZProductDecimal,
    contributionMargin1: ZProductDecimal,
    contributionMargin2: ZProductDecimal,
    contributionMargin3: ZProductDecimal,
    margin: ZProductDecimal.nullable().describe('CM3 / net sales × 100'),
    price: ZProductDecimal.nullable().describe('Fulfilled product sales / units sold'),
    estimated: z.boolean(),
  })
  .meta({ id: 'ProductPnl' });

export const ZProductEvent = z
  .object({
    kind: z.enum(['price-change', 'fee-change', 'stock-out', 'rank-jump']),
    day: z.iso.date(),
    endDay: z.iso.date().nullable(),
    before: ZProductDecimal.nullable(),
    after: ZProductDecimal.nullable(),
    changePercent: ZProductDecimal.nullable(),
  })
  .meta({ id: 'ProductEvent' });
export type TProductEvent = z.infer<typeof ZProductEvent>;

export const ZProductContentField = z.enum(['title', 'brand', 'mainImage', 'images', 'bulletPoints', 'classification']);
export type TProductContentField = z.infer<typeof ZProductContentField>;

const ZContentValue = z
  .union([z.string(), z.array(z.string())])
  .nullable()
  .describe('Text; bullet points and images (their links, the largest of each variant) as lists');

export const ZProductContentEvent = z
  .object({
    field: ZProductContentField,
    day: z.iso.date().describe("The day the catalog sync saw the new content, in the marketplace's time zone"),
    seenAt: z.iso.datetime(),
    before: ZContentValue,
    after: ZContentValue,
  })
  .meta({ id: 'ProductContentEvent' });
export type TProductContentEvent = z.infer<typeof ZProductContentEvent>;

export const ZProductDetail = z
  .object({
    sellerId: z.string(),
    currency: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    product: ZProductIdentity,
    trend: z.array(ZProductPnl.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })),
    totals: ZProductPnl,
    stock: z
      .object({
        day: z.iso.date(),
        fulfillable: z.number().int(),
        inbound: z.number().int(),
        reserved: z.number().int(),
        unfulfillable: z.number().int(),
      })
      .nullable(),
    ads: z
      .object({
        asin: z.string(),
        spend: ZProductDecimal,
        sales: ZProductDecimal,
        acos: ZProductDecimal.nullable(),
        tacos: ZProductDecimal.nullable(),
        clicks: z.number().int(),
        orders: z.number().int(),
        estimated: z.boolean(),
      })
      .nullable()
      .describe("The ads of the product's ASIN in the period; null when none ran"),
    traffic: z
      .object({
        sessions: z.number().int(),
        pageViews: z.number().int(),
        unitsOrdered: z.number().int(),
        conversion: ZProductDecimal.nullable().describe('units ordered / sessions × 100'),
      })
      .nullable()
      .describe('Sales and Traffic of the SKU in the period; null when no day was reported'),
    rank: z
      .object({ day: z.iso.date(), rank: z.number().int(), category: z.string(), topPercent: ZProductDecimal })
      .nullable(),
    reviews: z
      .object({
        day: z.iso.date(),
        averageRating: ZProductDecimal.nullable(),
        ratingCount: z.number().int(),
        reviewCount: z.number().int(),
      })
      .nullable(),
    events: z.array(ZProductEvent),
    contentEvents: z
      .array(ZProductContentEvent)
      .describe("Changes of the listing's content the catalog sync saw in the period, newest first"),
    isContentTracked: z
      .boolean()
      .describe("True once the catalog sync has read the product's listing: content changes are recorded from then"),
  })
  .meta({ id: 'ProductDetail' });
export type TProductDetail = z.infer<typeof ZProductDetail>;

export const getProductDetailContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/product-details/:id',
  summary: "One product's P&L trend, stock, ads, traffic, rank, reviews and events",
  tags: ['products'],
  params: ZProductParams,
  query: ZProductDetailQuery,
  responses: { 200: ZProductDetail, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
