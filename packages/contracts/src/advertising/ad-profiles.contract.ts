import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';

// The advertiser profiles of a seller's Amazon Advertising connection, which of them sync, and the
// state of the ads sync.

export const ZAdProfile = z
  .object({
    profileId: z.string(),
    countryCode: z.string(),
    marketplaceId: z.string(),
    currency: z.string(),
    timezone: z.string(),
    accountType: z.string().describe('seller, vendor or agency'),
    accountName: z.string(),
    selected: z.boolean().describe('Only selected profiles are synced'),
    lastSyncedAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'AdProfile' });
export type TAdProfile = z.infer<typeof ZAdProfile>;

export const listAdProfilesContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/advertising/amazon/profiles',
  summary:
    "The advertiser profiles of the seller's Amazon Advertising connection (read from Amazon when it is connected)",
  tags: ['advertising'],
  params: ZSellerParams,
  responses: { 200: z.array(ZAdProfile), 401: ZErrorBody, 404: ZErrorBody, 503: ZErrorBody },
});

export const selectAdProfilesContract = defineContract({
  method: 'PUT',
  path: '/v2/sellers/:sellerId/advertising/amazon/profiles',
  summary: 'Choose the profiles to sync; a newly chosen profile starts its backfill',
  tags: ['advertising'],
  params: ZSellerParams,
  body: z.object({ profileIds: z.array(z.string().min(1).max(40)).max(100) }),
  responses: { 200: z.array(ZAdProfile), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const ZAdSyncStatus = z
  .object({
    connected: z.boolean(),
    status: z
      .enum(['idle', 'running', 'waiting', 'failed'])
      .describe('waiting: Amazon is still making reports the sync asked for; it comes back for them'),
    openReports: z.number().int().describe('Reports requested and not downloaded yet'),
    lastSyncedAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable(),
    coverage: z
      .array(
        z.object({
          marketplaceId: z.string(),
          source: z.enum(['api', 'upload', 'demo']),
          firstDay: z.iso.date(),
          lastDay: z.iso.date(),
        }),
      )
      .describe('The days with ads data per marketplace and source'),
  })
  .meta({ id: 'AdSyncStatus' });
export type TAdSyncStatus = z.infer<typeof ZAdSyncStatus>;

export const getAdSyncStatusContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/advertising/amazon/sync',
  summary: 'The state of the Amazon Advertising sync and the days it holds',
  tags: ['advertising'],
  params: ZSellerParams,
  responses: { 200: ZAdSyncStatus, 401: ZErrorBody, 404: ZErrorBody },
});

export const requestAdSyncContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/advertising/amazon/sync',
  summary: 'Sync the Amazon Advertising data now (once a minute per seller)',
  tags: ['advertising'],
  params: ZSellerParams,
  responses: {
    202: ZAdSyncStatus,
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    409: ZErrorBody,
    429: ZErrorBody,
  },
});
