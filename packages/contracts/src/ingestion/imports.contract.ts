import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';

export const ZImportStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type TImportStatus = z.infer<typeof ZImportStatus>;

export const ZImportError = z.object({
  line: z.number().int().nullable().describe('1-based line of the file; null when the problem is not one line'),
  reason: z.string(),
});

const ZDecimal = z.string().regex(/^-?\d+\.\d{2}$/);

export const ZImportKind = z.enum(['settlement', 'orders', 'inventory', 'ads-report', 'fba-returns']);
export type TImportKind = z.infer<typeof ZImportKind>;

export const ZImport = z
  .object({
    id: z.uuid(),
    kind: ZImportKind.describe(
      'settlement: a settlement flat file (V2 or V1); orders: an All Orders report; inventory: an FBA inventory report (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA); ads-report: a Sponsored Products report of the advertising console (campaign CSV; advertised product, search term, targeting, placement or performance over time XLSX); fba-returns: an FBA customer returns report (GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA)',
    ),
    fileName: z.string(),
    fileSize: z.number().int().nullable(),
    status: ZImportStatus,
    rowsRead: z.number().int().describe('Data lines read by the validation pass'),
    percent: z.number().int().min(0).max(100).describe('Share of the work done: the validation pass is the first half'),
    settlementsImported: z.number().int(),
    settlementsSkipped: z
      .number()
      .int()
      .describe("Settlements of the file that were already imported: 'already imported'"),
    ordersImported: z.number().int().describe('Orders report: orders new to the seller'),
    ordersUpdated: z.number().int().describe('Orders report: stored orders replaced by a later last-updated-date'),
    ordersSkipped: z
      .number()
      .int()
      .describe('Orders report: stored orders with the same or a later last-updated-date, left as they are'),
    inventoryDay: z.iso.date().nullable().describe('FBA inventory report: the day its stock figures are for'),
    inventoryRows: z.number().int().describe('FBA inventory report: SKU rows stored for that day'),
    returnRows: z
      .number()
      .int()
      .describe('FBA customer returns report: returns stored (a return already stored is updated, not added twice)'),
    adReportType: z
      .enum([
        'sp-campaigns',
        'sp-advertised-product',
        'sp-search-term',
        'sp-targeting',
        'sp-placement',
        'sp-performance',
      ])
      .nullable()
      .describe('Advertising report: which one the header says it is'),
    adRows: z.number().int().describe('Advertising report: day rows stored'),
    adFirstDay: z.iso.date().nullable(),
    adLastDay: z.iso.date().nullable(),
    adDaysSkipped: z
      .number()
      .int()
      .describe('Advertising report: days left out because the Amazon Advertising sync already holds them'),
    errors: z.array(ZImportError).describe('Why the import failed; nothing of a failed file is stored'),
    unreconciledSettlements: z
      .array(
        z.object({
          settlementId: z.string(),
          currency: z.string(),
          totalAmount: ZDecimal,
          rowsTotal: ZDecimal.describe('Sum of the stored amount rows'),
          difference: ZDecimal.describe('totalAmount − rowsTotal'),
        }),
      )
      .describe(
        'Settlements this import stored whose rows do not sum to their total-amount (a cut or edited file): stored as unreconciled, every figure built from them estimated',
      ),
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
    interruptedAt: z.iso
      .datetime()
      .nullable()
      .describe(
        "When the worker running this import stopped before it ended (it was queued again and resumes by itself, skipping the settlements already stored); null when never. Status 'queued' with this set: interrupted, waiting to resume",
      ),
  })
  .meta({ id: 'Import' });
export type TImport = z.infer<typeof ZImport>;

const ZSellerParams = z.object({ sellerId: z.string().min(1).max(100) });

export const createImportContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/imports',
  summary:
    'Upload a settlement flat file (V2 or V1), an All Orders report, an FBA inventory report, an FBA customer returns report or a Sponsored Products report of the advertising console (campaign, advertised product, search term, targeting, placement or performance over time; daily time unit) (multipart field "file"; the header says which); the import runs in the background. Poll the import for progress. An FBA inventory report names neither marketplace nor date: optional text fields sent before the file place it, marketplaceId (required when the seller sells in several marketplaces; otherwise its only one) and asOf (YYYY-MM-DD, not in the future; default today, UTC). It replaces that marketplace\'s stock of that day. An advertising report names no marketplace either: marketplaceId places it the same way, as it places an FBA customer returns report, whose returns are added to those already stored (the same file uploaded again changes nothing).',
  tags: ['imports'],
  params: ZSellerParams,
  responses: {
    202: ZImport,
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    408: ZErrorBody,
    413: ZErrorBody,
    422: ZErrorBody,
  },
});

export const getImportContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/imports/:importId',
  summary: "One import's status, progress and errors",
  tags: ['imports'],
  params: ZSellerParams.extend({ importId: z.uuid('Not an import id') }),
  responses: { 200: ZImport, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const listImportsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/imports',
  summary: "The seller's imports, newest first",
  tags: ['imports'],
  params: ZSellerParams,
  responses: { 200: z.object({ imports: z.array(ZImport) }), 401: ZErrorBody, 404: ZErrorBody },
});
