import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';
import { ZAdFigures, ZAdFilters, ZAdProduct } from './ad-metrics.contract.ts';

// The campaign and ASIN tables of the Advertising page, and their downloads.

export const ZAdCampaignsQuery = ZAdFilters.extend({
  level: z.enum(['campaign', 'ad-group']).default('campaign'),
  campaignId: z.string().max(100).optional().describe('Only this campaign (its ad groups with level ad-group)'),
  search: z.string().max(200).optional().describe('Part of a campaign or ad group name'),
});

export const ZAdCampaignRow = ZAdFigures.extend({
  key: z.string().describe('Unique within the response'),
  marketplaceId: z.string(),
  adProduct: ZAdProduct,
  campaignId: z.string(),
  campaignName: z.string(),
  adGroupId: z.string().nullable(),
  adGroupName: z.string().nullable(),
  state: z.string().nullable().describe('ENABLED, PAUSED, ARCHIVED; null when unknown (an upload)'),
  targetingType: z.string().nullable(),
  dailyBudget: z.string().nullable().describe('In the reporting currency'),
  source: z.enum(['api', 'upload', 'demo']),
}).meta({ id: 'AdCampaignRow' });
export type TAdCampaignRow = z.infer<typeof ZAdCampaignRow>;

export const ZAdCampaigns = z
  .object({
    sellerId: z.string(),
    currency: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    level: z.enum(['campaign', 'ad-group']),
    rows: z.array(ZAdCampaignRow),
    totals: ZAdFigures,
  })
  .meta({ id: 'AdCampaigns' });
export type TAdCampaigns = z.infer<typeof ZAdCampaigns>;

export const getAdCampaignsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/advertising/amazon/campaigns',
  summary: 'Advertising figures per campaign or ad group',
  tags: ['advertising'],
  params: ZSellerParams,
  query: ZAdCampaignsQuery,
  responses: { 200: ZAdCampaigns, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});

export const ZAdAsinRow = ZAdFigures.extend({
  key: z.string(),
  marketplaceId: z.string(),
  asin: z.string(),
  sku: z.string().nullable(),
  title: z.string().nullable(),
  brand: z.string().nullable(),
  campaignCount: z.number().int().describe('Campaigns that advertised it in the period'),
}).meta({ id: 'AdAsinRow' });
export type TAdAsinRow = z.infer<typeof ZAdAsinRow>;

export const ZAdAsins = z
  .object({
    sellerId: z.string(),
    currency: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    rows: z.array(ZAdAsinRow),
    totals: ZAdFigures,
    unattributedSpend: z
      .string()
      .describe('Spend of campaigns whose reports name no ASIN (Sponsored Brands), in no row above'),
  })
  .meta({ id: 'AdAsins' });
export type TAdAsins = z.infer<typeof ZAdAsins>;

export const getAdAsinsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/advertising/amazon/asins',
  summary: 'Advertising figures per advertised ASIN, with TACoS from the ledger',
  tags: ['advertising'],
  params: ZSellerParams,
  query: ZAdFilters.extend({ search: z.string().max(200).optional().describe('Part of an ASIN, SKU or title') }),
  responses: { 200: ZAdAsins, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});

const ZReportFormat = z.enum(['csv', 'xlsx']).default('xlsx');

export const getAdCampaignsReportContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/reports/amazon/advertising/campaigns',
  summary: 'The PPC report: figures per campaign and day of the period, as CSV or XLSX',
  tags: ['advertising'],
  params: ZSellerParams,
  query: ZAdFilters.extend({ format: ZReportFormat }),
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

export const getPpcReportUrlContract = defineContract({
  method: 'GET',
  path: '/v2/reports/ppc-report-url',
  summary: "Where to download a seller's PPC report (same-origin path, with the session's cookie)",
  tags: ['advertising'],
  query: ZAdFilters.extend({ sellerId: z.string().min(1).max(100), format: ZReportFormat }),
  responses: {
    200: z.object({ url: z.string(), fileName: z.string() }),
    401: ZErrorBody,
    404: ZErrorBody,
    422: ZErrorBody,
  },
});
