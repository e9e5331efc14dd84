import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';

/** The steps of a Seller Central sync, in the order a sync runs them. */
export const AMAZON_SYNC_STEPS = [
  'settlements',
  'finances',
  'orders',
  'inventory',
  'catalog',
  'traffic',
  'health',
  'returns',
] as const;
export const ZAmazonSyncStep = z.enum(AMAZON_SYNC_STEPS);
export type TAmazonSyncStep = z.infer<typeof ZAmazonSyncStep>;

export const AMAZON_SYNC_STEP_NAMES: Record<TAmazonSyncStep, string> = {
  settlements: 'Settlement reports',
  finances: 'Money not yet settled',
  orders: 'Orders',
  inventory: 'FBA inventory',
  catalog: 'Catalog',
  traffic: 'Sales and traffic',
  health: 'Account health',
  returns: 'Customer returns',
};

export const ZAmazonSyncStepState = z
  .object({
    step: ZAmazonSyncStep,
    status: z
      .enum(['idle', 'running', 'waiting', 'failed'])
      .describe('waiting: Amazon is still making a report the step asked for; the sync comes back for it'),
    progress: z.object({
      done: z.number().int(),
      total: z.number().int().nullable().describe('null while the step does not know how much there is'),
      label: z.string().nullable(),
    }),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
    lastSuccessAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable(),
    dataThrough: z.iso.datetime().nullable().describe("The step's data is complete up to here"),
  })
  .meta({ id: 'AmazonSyncStepState' });
export type TAmazonSyncStepState = z.infer<typeof ZAmazonSyncStepState>;

export const ZAmazonSyncStatus = z
  .object({
    connected: z.boolean().describe('The seller has an active Seller Central connection'),
    backfill: z.object({
      state: z.enum(['not-started', 'running', 'complete']),
      startedAt: z.iso.datetime().nullable(),
      completedAt: z.iso.datetime().nullable(),
      percent: z.number().int().min(0).max(100).describe('Steps of the first sync finished, in percent'),
    }),
    currentStep: ZAmazonSyncStep.nullable().describe('The step running now, if any'),
    nextRunAt: z.iso
      .datetime()
      .nullable()
      .describe('When the schedule syncs the seller next; null without a connection'),
    lastSuccessAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable(),
    steps: z.array(ZAmazonSyncStepState),
  })
  .meta({ id: 'AmazonSyncStatus' });
export type TAmazonSyncStatus = z.infer<typeof ZAmazonSyncStatus>;

const ZSellerParams = z.object({ sellerId: z.string().min(1).max(100) });

export const getAmazonSyncStatusContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/amazon-sync',
  summary: "Where the seller's Seller Central sync stands: first backfill, each step, next run, last error",
  tags: ['connections'],
  params: ZSellerParams,
  responses: { 200: ZAmazonSyncStatus, 401: ZErrorBody, 404: ZErrorBody },
});

export const requestAmazonSyncContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/amazon-sync',
  summary: 'Sync the seller from Seller Central now (every step); a sync already queued is not doubled',
  tags: ['connections'],
  params: ZSellerParams,
  responses: {
    202: z.object({ queued: z.literal(true) }),
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    409: ZErrorBody.describe('NOT_CONNECTED: the seller has no active Seller Central connection'),
    429: ZErrorBody,
  },
});

export const ZDataFreshness = z
  .object({
    settledThrough: z.iso
      .date()
      .nullable()
      .describe('End day of the latest settlement Amazon paid out (final figures up to here)'),
    estimatedThrough: z.iso
      .datetime()
      .nullable()
      .describe('Money and orders not yet settled are synced up to here (estimated figures); null without a sync'),
    lastImportAt: z.iso.datetime().nullable().describe('When an upload or a sync last changed the figures'),
  })
  .meta({ id: 'DataFreshness' });
export type TDataFreshness = z.infer<typeof ZDataFreshness>;

export const getDataFreshnessContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/data-freshness',
  summary: "How fresh the seller's figures are: settled to a day, estimated to a time",
  tags: ['connections'],
  params: ZSellerParams,
  responses: { 200: ZDataFreshness, 401: ZErrorBody, 404: ZErrorBody },
});
